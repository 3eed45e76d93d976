import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { db } from '../../../db/db';
import type { LockValue } from '../../../sync/device-lock-store';
import { lockIfGone } from '../api/lock-actions';
import { lockNotice } from '../api/lock-now';

/**
 * Locks the device when the member unlocked on it leaves the mirror (removed elsewhere, seen at
 * a pull): they can no longer act, and the server would refuse their changes anyway.
 */
export function usePersonGone(lock: LockValue): void {
  const person = lock && !lock.locked ? lock.team?.person : undefined;
  const memberId = typeof person?.memberId === 'number' ? person.memberId : undefined;
  const present = useLiveQuery(
    async () => memberId === undefined || (await db.teamMembers.get(memberId)) !== undefined,
    [memberId],
  );
  useEffect(() => {
    if (present !== false || memberId === undefined) return;
    void lockIfGone(memberId, lockNotice());
  }, [present, memberId]);
}
