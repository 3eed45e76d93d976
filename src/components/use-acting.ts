import { useLiveQuery } from 'dexie-react-hooks';
import { roleKeyOf, type RoleKey } from '../config/permissions';
import { db } from '../db/db';
import type { ActingPerson } from '../db/device-lock';
import { useLock } from '../sync/use-device-lock';

export interface Acting {
  /** Who is unlocked, in team sign-in; null when the device acts as the owner (no team). */
  person: ActingPerson | null;
  /** Their role now (from the mirror: a role changed elsewhere applies on the next pull). */
  role: RoleKey | null;
}

const OWNER: Acting = { person: null, role: 'owner' };

/**
 * Who acts on this device and in which role: the owner, unless the device is in team sign-in,
 * then the unlocked person with their member's role. Undefined while it is read.
 */
export function useActing(): Acting | undefined {
  const lock = useLock();
  const person = lock?.team?.person ?? null;
  const memberId = person?.memberId;
  const role = useLiveQuery(async () => {
    if (memberId === undefined || memberId === 'owner') return 'owner' as const;
    const member = await db.teamMembers.get(memberId);
    const roles = (await db.lookups.get('roles'))?.items ?? [];
    const name = roles.find((r) => r.id === member?.role)?.name;
    return roleKeyOf(name);
  }, [memberId]);
  if (lock === undefined) return undefined;
  if (!person) return OWNER;
  if (role === undefined) return undefined;
  return { person, role };
}
