import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import { shortName } from '../../../lib/short-name';
import type { LockMember } from '../api/unlock-member';

/**
 * The team members who can unlock this device (those with a PIN), by name, from the mirror: a
 * member added, given a PIN or removed elsewhere shows after the next pull.
 */
export function useLockPeople(): LockMember[] | undefined {
  return useLiveQuery(async () => {
    const members = await db.teamMembers.toArray();
    return members
      .flatMap((m) =>
        m.pin_set && typeof m.id === 'number'
          ? [{ id: m.id, name: shortName(m.first_name, m.last_name) }]
          : [],
      )
      .sort((a, b) => a.name.localeCompare(b.name));
  }, []);
}
