import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import type { Id } from '../../db/types';

export interface BookingSyncState {
  /** A change of this booking waits in the outbox for the server. */
  waiting: boolean;
  /** The server refused the latest change: its words (SPEC 8 rules), shown until a new change. */
  failure: string | null;
}

const IDLE: BookingSyncState = { waiting: false, failure: null };

/** The outbox state of one booking, live. */
export function useBookingSync(id: Id | null): BookingSyncState {
  return (
    useLiveQuery(async () => {
      if (id === null) return IDLE;
      const rows = await db.outbox.where('[table+recordId]').equals(['bookings', id]).sortBy('seq');
      const latest = rows.at(-1);
      return {
        waiting: rows.some((r) => r.status === 'pending'),
        failure: latest?.status === 'failed' ? (latest.lastError ?? null) : null,
      };
    }, [id]) ?? IDLE
  );
}
