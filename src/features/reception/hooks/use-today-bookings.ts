import { useLiveQuery } from 'dexie-react-hooks';
import { readDay } from '../../../db/day-bookings';
import type { Booking } from '../../../db/types';
import { heldForFirstRender } from '../../../lib/read-ahead';

/** A read started before the screen rendered, waiting for the screen's first render to take it. */
const ahead = heldForFirstRender<{ dayStart: number; rows: Booking[] }>();

/** Reads the day's bookings before the screen renders (reception-view.tsx, while its chunk loads). */
export async function prefetchTodayBookings(dayStart: number): Promise<void> {
  ahead.hold({ dayStart, rows: await readDay(dayStart) });
}

/**
 * The bookings of the local day that starts at `dayStart`, live: a booking that a pull, a push or
 * another device brings in shows without a reload. The read made ahead stands in until the live
 * query answers. `undefined` while loading.
 */
export function useTodayBookings(dayStart: number): Booking[] | undefined {
  const first = ahead.useFirst();
  return useLiveQuery(
    () => readDay(dayStart),
    [dayStart],
    first?.dayStart === dayStart ? first.rows : undefined,
  );
}
