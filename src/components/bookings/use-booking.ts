import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import type { Booking, Id } from '../../db/types';

/** One booking; `null` when the mirror does not hold it, `undefined` while loading. */
export function useBooking(id: Id | null): Booking | null | undefined {
  return useLiveQuery(
    async () => (id === null ? null : ((await db.bookings.get(id)) ?? null)),
    [id],
  );
}
