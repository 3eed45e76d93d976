import { useLiveQuery } from 'dexie-react-hooks';
import { readBooking } from '../../db/booking-packs';
import type { Booking, Id } from '../../db/types';
import { firstPageBookings } from '../../sync/first-page-ahead';

/** One booking; `null` when the mirror does not hold it, `undefined` while loading. */
export function useBooking(id: Id | null): Booking | null | undefined {
  return useLiveQuery(async () => {
    if (id === null) return null;
    const stored = await readBooking(id);
    if (stored) return stored;
    // A first sign-in's screens show the first page's bookings before they are stored
    // (use-first-bookings.ts): one opened meanwhile is on its way, not gone.
    const coming = await firstPageBookings();
    return coming?.some((b) => b.id === id) ? undefined : null;
  }, [id]);
}
