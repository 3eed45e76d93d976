import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Booking } from '../../../db/types';
import { heldForFirstRender } from '../../../lib/read-ahead';

/**
 * How far an ISO time's written clock may be from UTC: offsets run from -12:00 to +14:00. The
 * index orders the strings as written, so a range of the day in UTC, widened by this on each
 * side, holds every booking of the day whatever offset the server wrote it with.
 */
const OFFSET_MARGIN_MS = 14 * 60 * 60 * 1000;

/**
 * The bookings of the local day that starts at `dayStart` (epoch ms). Read through the
 * scheduled_at index with the offsets' margin (the server's ISO times may carry another offset),
 * then cut to the day.
 */
export async function readDay(dayStart: number): Promise<Booking[]> {
  const dayEnd = new Date(dayStart);
  dayEnd.setDate(dayEnd.getDate() + 1);
  const end = dayEnd.getTime();
  const around = await db.bookings
    .where('scheduled_at')
    .between(
      new Date(dayStart - OFFSET_MARGIN_MS).toISOString(),
      new Date(end + OFFSET_MARGIN_MS).toISOString(),
    )
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
