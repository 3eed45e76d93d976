import { db } from '../../../db/db';
import {
  DEVICE_LOCK_KEY,
  type DeviceLock,
  type IdleMinutes,
  type TeamLock,
} from '../../../db/device-lock';
import { blockSnapshot } from '../../../lib/snapshot';
import { changeLock, lockedRow, ownerName, readLock } from '../../../sync/device-lock-row';
import { MAX_PIN_ATTEMPTS } from '../../../config/permissions';
import { hashPin, verifyPin } from '../lib/pin-hash';
import { open, seal } from '../lib/seal';

/**
 * Sets a new PIN (checked by the caller with pinProblem) and the idle time. In team sign-in the
 * owner's session is sealed again with the new PIN, so only the owner, unlocked, may change it.
 */
export async function savePin(pin: string, idleMinutes: IdleMinutes): Promise<void> {
  const current = await readLock();
  const person = current?.team?.person;
  if (current?.team && person?.memberId !== 'owner') {
    throw new Error('Only the owner, unlocked, changes the PIN of a device in team sign-in');
  }
  const [hashed, owner] = await Promise.all([
    hashPin(pin),
    person ? seal(person.token, pin) : undefined,
  ]);
  const team: TeamLock | undefined = current?.team && owner && { ...current.team, owner };
  await db.meta.put({
    key: DEVICE_LOCK_KEY,
    value: {
      pin: hashed,
      ...(team ? { team } : {}),
      idleMinutes,
      locked: false,
      failedAttempts: 0,
      notice: '',
    } satisfies DeviceLock,
  });
}

/** Keeps the PIN and changes the idle time. */
export async function saveIdleMinutes(idleMinutes: IdleMinutes): Promise<void> {
  await changeLock((lock) => ({ ...lock, idleMinutes }));
}

/** Turns the lock off: the PIN hash is deleted (team sign-in is turned off first, online). */
export async function removePin(): Promise<void> {
  await db.meta.delete(DEVICE_LOCK_KEY);
}

/**
 * Locks every tab of this app (they follow the row); in team sign-in nobody stays unlocked.
 * `notice` is the neutral notification title the worker shows while locked, in the vendor's
 * language. Does nothing without a PIN.
 */
export async function lockDevice(notice: string): Promise<void> {
  // At once, before the row: the dashboard's snapshot must not outlive the lock's first moment.
  blockSnapshot(true);
  const locked = await changeLock((lock) => lockedRow(lock, notice));
  if (!locked) blockSnapshot(false);
}

/**
 * Locks the device if `memberId`, unlocked now, is no longer in the mirror (a pull removed
 * them): they can no longer act. Checked and written in one transaction.
 */
export async function lockIfGone(memberId: number, notice: string): Promise<boolean> {
  return db.transaction('rw', db.meta, db.teamMembers, async () => {
    if (await db.teamMembers.get(memberId)) return false;
    const next = await changeLock((lock) =>
      lock.team?.person?.memberId === memberId ? lockedRow(lock, notice) : lock,
    );
    return next?.locked === true;
  });
}

export type UnlockResult = { ok: true } | { ok: false; attemptsLeft: number };

/** Unlocked as the owner: in team sign-in, every person's count is reset. */
function ownerUnlocked(lock: DeviceLock): DeviceLock {
  if (!lock.team) return { ...lock, locked: false, failedAttempts: 0 };
  const people = Object.fromEntries(
    Object.entries(lock.team.people).map(([id, entry]) => [id, { ...entry, failedAttempts: 0 }]),
  );
  return { ...lock, locked: false, failedAttempts: 0, team: { ...lock.team, people } };
}

/**
 * Unlocks with the device PIN: the owner. A wrong one is counted in the stored row (a reload
 * does not reset it); at MAX_PIN_ATTEMPTS the lock screen runs the sign-out wipe. In team
 * sign-in, opening the owner's sealed session is the PIN's check, and the owner is unlocked
 * with it; their unlock lets people locked out on this device try again.
 */
export async function unlockDevice(pin: string): Promise<UnlockResult> {
  const stored = await readLock();
  if (!stored) return { ok: true };
  const [session, ownerToken] = await Promise.all([
    db.session.get('current'),
    stored.team ? open(stored.team.owner, pin) : null,
  ]);
  const right = stored.team ? ownerToken !== null : await verifyPin(pin, stored.pin);
  const next = await changeLock((lock) => {
    if (!right) return { ...lock, failedAttempts: lock.failedAttempts + 1 };
    const unlocked = ownerUnlocked(lock);
    if (!unlocked.team || ownerToken === null || !session) return unlocked;
    const person = { memberId: 'owner' as const, name: ownerName(session), token: ownerToken };
    return { ...unlocked, team: { ...unlocked.team, person } };
  });
  if (right || !next) return { ok: true };
  return { ok: false, attemptsLeft: Math.max(0, MAX_PIN_ATTEMPTS - next.failedAttempts) };
}
