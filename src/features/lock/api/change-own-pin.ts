import { db } from '../../../db/db';
import { AppError } from '../../../lib/errors';
import { apiRequest } from '../../../lib/http';
import { actingPerson, changeLock, personOf, withPerson } from '../../../sync/device-lock-row';
import { seal } from '../lib/seal';

/**
 * PUT /staff/pin/ (docs/staff-access.md): the team member unlocked here changes their own PIN.
 * Online only, never through the outbox: a PIN must not wait on the device. The server keeps
 * this session and ends their others; this device seals it again with the new PIN, so the next
 * unlock here, online or not, takes the new PIN and no longer the old one.
 */
export async function changeOwnPin(pin: string): Promise<void> {
  const session = await db.session.get('current');
  const person = await actingPerson();
  if (!session || !person || person.memberId === 'owner') {
    throw new AppError('Unlock as yourself to change your PIN.', {
      key: 'lock:settings.ownPin.notMember',
    });
  }
  await apiRequest('/staff/pin/', {
    method: 'PUT',
    body: { kind: 'json', value: { pin } },
    token: session.token,
    staffSession: person.token,
  });
  const sealed = await seal(person.token, pin);
  const memberId = person.memberId;
  await changeLock((lock) =>
    withPerson(lock, memberId, { ...personOf(lock, memberId), sealed, failedAttempts: 0 }),
  );
}
