import { db } from '../../../db/db';
import { DEVICE_LOCK_KEY, type DeviceLock, type IdleMinutes } from '../../../db/device-lock';
import { AppError } from '../../../lib/errors';
import { apiRequest } from '../../../lib/http';
import { changeLock, ownerName, readLock } from '../../../sync/device-lock-row';
import { online } from '../../../sync/online';
import { NotSignedInError } from '../../../sync/outbox';
import { hashPin } from '../lib/pin-hash';
import { seal } from '../lib/seal';

/** Team sign-in is turned on and off with the server: not offline. */
export class NeedsNetworkError extends AppError {
  constructor() {
    super('Turning team sign-in on or off needs the network', { key: 'errors.network' });
    this.name = 'NeedsNetworkError';
  }
}

async function vendorToken(): Promise<{ token: string; name: string }> {
  if (!online()) throw new NeedsNetworkError();
  const session = await db.session.get('current');
  if (!session) throw new NotSignedInError();
  return { token: session.token, name: ownerName(session) };
}

/**
 * Turns team sign-in on (docs/staff-access.md): the server puts this device's token in counter
 * mode and answers the owner's staff session, kept sealed with the device PIN. The owner, who
 * turned it on, stays unlocked as themselves.
 */
export async function turnOnTeam(pin: string, idleMinutes: IdleMinutes): Promise<void> {
  const vendor = await vendorToken();
  const answer = await apiRequest<{ token: string }>('/staff/counter/', {
    method: 'POST',
    token: vendor.token,
    staffSession: (await readLock())?.team?.person?.token,
  });
  const token = answer.data.token;
  const [hashed, owner] = await Promise.all([hashPin(pin), seal(token, pin)]);
  await db.meta.put({
    key: DEVICE_LOCK_KEY,
    value: {
      pin: hashed,
      team: { owner, people: {}, person: { memberId: 'owner', name: vendor.name, token } },
      idleMinutes,
      locked: false,
      failedAttempts: 0,
      notice: '',
    } satisfies DeviceLock,
  });
}

/**
 * Turns team sign-in off with the owner's session: the server ends this device's sessions and
 * counter mode; the device PIN stays (issue 17's lock). Nothing to do when it is off.
 */
export async function turnOffTeam(): Promise<void> {
  const lock = await readLock();
  if (!lock?.team) return;
  const vendor = await vendorToken();
  await apiRequest('/staff/counter/', {
    method: 'DELETE',
    token: vendor.token,
    staffSession: lock.team.person?.token,
  });
  await changeLock(({ team: _off, ...rest }) => rest);
}
