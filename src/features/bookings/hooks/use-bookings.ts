import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useSyncExternalStore } from 'react';
import { readAllBookings } from '../../../db/booking-packs';
import { readBetween } from '../../../db/day-bookings';
import { db } from '../../../db/db';
import { liveRows } from '../../../db/live-rows';
import type { Booking } from '../../../db/types';

/**
 * Every booking of the mirror in the scheduled_at index's order, the packed ones merged in
 * (src/db/booking-packs.ts), patched as records of the table change.
 */
const allBookings = liveRows(
  db.bookings,
  () => readAllBookings(),
  (b) => (typeof b.scheduled_at === 'string' ? [b.scheduled_at, b.id] : null),
  [db.bookingPacks],
);

const noSubscription = () => () => undefined;

/**
 * Every booking of the mirror, earliest first; `undefined` while loading. With `enabled` false
 * it waits (so a small first read can go ahead of this big one).
 */
export function useBookings(enabled = true): Booking[] | undefined {
  const subscribe = useCallback(
    (listener: () => void) => (enabled ? allBookings.subscribe(listener) : noSubscription()),
    [enabled],
  );
  return useSyncExternalStore(subscribe, () => (enabled ? allBookings.get() : undefined));
}

/**
 * The bookings between two times, read through the scheduled_at index so the calendar never
 * loads all 10,000 (db/day-bookings.ts readBetween); `undefined` while loading.
 */
export function useBookingsBetween(from: Date, to: Date): Booking[] | undefined {
  const start = from.getTime();
  const end = to.getTime();
  return useLiveQuery(() => readBetween(start, end), [start, end]);
}
