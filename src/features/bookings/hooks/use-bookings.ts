import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Booking, Id } from '../../../db/types';

/** Every booking of the mirror, earliest first; `undefined` while loading. */
export function useBookings(): Booking[] | undefined {
  return useLiveQuery(() => db.bookings.orderBy('scheduled_at').toArray(), []);
}

/** One booking; `null` when the mirror does not hold it, `undefined` while loading. */
export function useBooking(id: Id | null): Booking | null | undefined {
  return useLiveQuery(
    async () => (id === null ? null : ((await db.bookings.get(id)) ?? null)),
    [id],
  );
}
