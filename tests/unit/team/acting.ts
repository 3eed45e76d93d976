import { db } from '../../../src/db/db';
import { DEVICE_LOCK_KEY, type DeviceLock } from '../../../src/db/device-lock';
import type { TeamMember } from '../../../src/db/types';

/** The roles lookup as /common/roles sends it. */
export const ROLES = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Manager' },
  { id: 3, name: 'Technician' },
  { id: 4, name: 'Phlebotomist' },
  { id: 5, name: 'Receptionist' },
];

const bytes = () => new Uint8Array(new ArrayBuffer(16));

export const ANNA = {
  id: 21,
  first_name: 'Anna',
  last_name: 'Keller',
  email: 'anna@example.com',
  role: 5,
  pin_set: true,
  last_active_at: null,
} satisfies TeamMember;

/**
 * The device in team sign-in with `member` unlocked (the lock row's `team.person`), the member in
 * the mirror and the roles lookup: what use-acting.ts reads to know who acts and in which role.
 */
export async function unlockAs(member: TeamMember & { id: number } = ANNA): Promise<void> {
  await db.lookups.put({ kind: 'roles', items: ROLES, fetchedAt: Date.now() });
  await db.teamMembers.put(member);
  const sealed = {
    algorithm: 'PBKDF2-SHA-256/AES-GCM' as const,
    iterations: 1,
    salt: bytes(),
    iv: bytes(),
    data: bytes(),
  };
  const lock: DeviceLock = {
    pin: { algorithm: 'PBKDF2-SHA-256', iterations: 1, salt: bytes(), hash: bytes() },
    team: {
      owner: sealed,
      people: { [member.id]: { sealed, failedAttempts: 0 } },
      person: { memberId: member.id, name: `${member.first_name} K.`, token: 'staff-anna' },
    },
    idleMinutes: 0,
    locked: false,
    failedAttempts: 0,
    notice: 'New activity in LabDesk',
  };
  await db.meta.put({ key: DEVICE_LOCK_KEY, value: lock });
}

/** Changes the member's role in the mirror, as a pull that brought the change would. */
export async function changeRole(memberId: number, role: number | null): Promise<void> {
  await db.teamMembers.update(memberId, { role });
}
