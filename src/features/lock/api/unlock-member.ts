import { db } from '../../../db/db';
import type { TeamLockPerson } from '../../../db/device-lock';
import { MAX_PIN_ATTEMPTS } from '../../../config/permissions';
import { ApiError, generalMessage } from '../../../lib/errors';
import { apiRequest } from '../../../lib/http';
import { changeLock, personOf, readLock, withPerson } from '../../../sync/device-lock-row';
import { online } from '../../../sync/online';
import { open, seal } from '../lib/seal';

/** A team member on the lock screen's list. */
export interface LockMember {
  id: number;
  /** "Anna K." */
  name: string;
}

/** Why a member's PIN did not unlock; `message` is the server's words, for `failed`. */
export type MemberRefusal =
  | { reason: 'wrong'; attemptsLeft: number }
  /** Too many wrong PINs on this device: until the owner unlocks. */
  | { reason: 'lockedOut' }
  /** No sealed session here yet, and no network to ask the server for one. */
  | { reason: 'needsNetwork' }
  /** The server's own count: until a new PIN is set. */
  | { reason: 'pinLocked' }
  | { reason: 'pinNotSet' }
  | { reason: 'failed'; message: string };

export type MemberUnlock = { ok: true } | ({ ok: false } & MemberRefusal);

/** Counts a wrong PIN for this person on this device, in one transaction with the read. */
async function countWrong(id: number): Promise<MemberUnlock> {
  const next = await changeLock((lock) => {
    const entry = personOf(lock, id);
    return withPerson(lock, id, { ...entry, failedAttempts: entry.failedAttempts + 1 });
  });
  const failed = next ? personOf(next, id).failedAttempts : MAX_PIN_ATTEMPTS;
  return { ok: false, reason: 'wrong', attemptsLeft: Math.max(0, MAX_PIN_ATTEMPTS - failed) };
}

/** Unlocks as the member with their session; a new seal replaces the old one. */
async function unlocked(member: LockMember, token: string, sealed?: TeamLockPerson['sealed']) {
  await changeLock((lock) => {
    const team = lock.team;
    if (!team) return lock;
    const entry = {
      ...personOf(lock, member.id),
      ...(sealed ? { sealed } : {}),
      failedAttempts: 0,
    };
    const people = { ...team.people, [member.id]: entry };
    const person = { memberId: member.id, name: member.name, token };
    return { ...lock, locked: false, team: { ...team, people, person } };
  });
  return { ok: true } as const;
}

/** The server's answer to a PIN it refused, in the lock screen's terms. */
function refusal(err: unknown): MemberRefusal | 'wrong' {
  if (err instanceof ApiError && err.kind === 'network') return { reason: 'needsNetwork' };
  const code = err instanceof ApiError ? err.body?.code : undefined;
  if (code === 'pin_wrong') return 'wrong';
  if (code === 'pin_locked') return { reason: 'pinLocked' };
  if (code === 'pin_not_set') return { reason: 'pinNotSet' };
  return { reason: 'failed', message: generalMessage(err) };
}

/**
 * Unlocks the device as a team member (docs/staff-access.md). Their session sealed on this
 * device opens with the right PIN, online or not; without one, the server checks the PIN
 * (`POST /staff/sessions/`) and the session it answers is sealed with it for next time. Wrong
 * PINs count per person here; at MAX_PIN_ATTEMPTS they wait for the owner's unlock.
 */
export async function unlockMember(member: LockMember, pin: string): Promise<MemberUnlock> {
  const stored = await readLock();
  if (!stored?.team) return { ok: false, reason: 'failed', message: generalMessage(null) };
  const entry = personOf(stored, member.id);
  if (entry.failedAttempts >= MAX_PIN_ATTEMPTS) return { ok: false, reason: 'lockedOut' };

  if (entry.sealed) {
    const token = await open(entry.sealed, pin);
    return token === null ? countWrong(member.id) : unlocked(member, token);
  }

  const session = await db.session.get('current');
  if (!online() || !session) return { ok: false, reason: 'needsNetwork' };
  let token: string;
  try {
    const answer = await apiRequest<{ token: string }>('/staff/sessions/', {
      method: 'POST',
      body: { kind: 'json', value: { member_id: member.id, pin } },
      token: session.token,
    });
    token = answer.data.token;
  } catch (err) {
    const why = refusal(err);
    return why === 'wrong' ? countWrong(member.id) : { ok: false, ...why };
  }
  return unlocked(member, token, await seal(token, pin));
}
