import { db, type SessionRow } from '../db/db';
import {
  asDeviceLock,
  DEVICE_LOCK_KEY,
  type ActingPerson,
  type DeviceLock,
  type TeamLockPerson,
} from '../db/device-lock';
import type { BookingStep } from '../db/types';
import { shortName } from '../lib/short-name';

/** The lock row through Dexie: inside a caller's transaction when there is one. */
export async function readLock(): Promise<DeviceLock | null> {
  return asDeviceLock((await db.meta.get(DEVICE_LOCK_KEY))?.value);
}

/**
 * Changes the stored lock in one read-write transaction, so two tabs counting wrong PINs at once
 * both count. Slow work (hashing, sealing, the network) happens before: awaiting anything but
 * Dexie inside a transaction would commit it early. Joins the caller's transaction over `meta`.
 */
export function changeLock(
  change: (lock: DeviceLock) => DeviceLock | null,
): Promise<DeviceLock | null> {
  return db.transaction('rw', db.meta, async () => {
    const current = await readLock();
    if (!current) return null;
    const next = change(current);
    if (next && next !== current) await db.meta.put({ key: DEVICE_LOCK_KEY, value: next });
    return next;
  });
}

/** A team member as this device knows them (nothing yet: no seal, no wrong PINs). */
export function personOf(lock: DeviceLock, id: number): TeamLockPerson {
  return lock.team?.people[id] ?? { failedAttempts: 0 };
}

/** The lock with this member's entry replaced; a lock without team sign-in as it is. */
export function withPerson(lock: DeviceLock, id: number, entry: TeamLockPerson): DeviceLock {
  if (!lock.team) return lock;
  return { ...lock, team: { ...lock.team, people: { ...lock.team.people, [id]: entry } } };
}

/** Locked, with nobody unlocked: what a lock (idle, manual, a person gone) writes. */
export function lockedRow(lock: DeviceLock, notice = lock.notice): DeviceLock {
  return {
    ...lock,
    locked: true,
    notice,
    ...(lock.team ? { team: { ...lock.team, person: null } } : {}),
  };
}

/** The person unlocked in team sign-in, read inside the caller's transaction; else undefined. */
export async function actingPerson(): Promise<ActingPerson | undefined> {
  return (await readLock())?.team?.person ?? undefined;
}

/** The owner as a booking's history names them: the lab's first and last name. */
export function ownerName(session: Pick<SessionRow, 'user' | 'vendor'>): string {
  const who = session.vendor ?? session.user;
  return shortName(who.first_name, who.last_name);
}

/** Who a change is by, for an optimistic history step: the person unlocked, else the owner. */
export function stepBy(
  person: ActingPerson | undefined,
  session: Pick<SessionRow, 'user' | 'vendor'>,
): NonNullable<BookingStep['by']> {
  if (!person || person.memberId === 'owner') return { id: null, name: ownerName(session) };
  return { id: person.memberId, name: person.name };
}

/** The server's code for a staff session that has ended (docs/staff-access.md). */
export const SESSION_ENDED = 'staff_session_invalid';

/**
 * Forgets a member's sealed session after the server said it has ended (a new PIN, the counter
 * turned off and on): their next unlock asks the server again instead of opening a dead seal.
 */
export async function dropEndedSession(person: ActingPerson): Promise<void> {
  const id = person.memberId;
  if (id === 'owner') return;
  await changeLock((lock) => {
    const { sealed, ...rest } = personOf(lock, id);
    return sealed ? withPerson(lock, id, rest) : lock;
  });
}
