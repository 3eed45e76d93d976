import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Booking } from '../../../db/types';
import { heldForFirstRender } from '../../../lib/read-ahead';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The bookings of the local day that starts at `dayStart` (epoch ms). Read through the
 * scheduled_at index with a day of margin (the server's ISO times may carry another offset), then
 * cut to the day.
 */
async function readDay(dayStart: number): Promise<Booking[]> {
  const dayEnd = new Date(dayStart);
  dayEnd.setDate(dayEnd.getDate() + 1);
  const end = dayEnd.getTime();
  const around = await db.bookings
    .where('scheduled_at')
    .between(new Date(dayStart - DAY_MS).toISOString(), new Date(end + DAY_MS).toISOString())
    .toArray();
  return around.filter((b) => {
    const at = Date.parse(b.scheduled_at);
    return at >= dayStart && at < end;
  });
}

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
