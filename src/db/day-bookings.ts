import { db } from './db';
import type { Booking } from './types';

/**
 * How far an ISO time's written clock may be from UTC: offsets run from -12:00 to +14:00. The
 * index orders the strings as written, so a range of the day in UTC, widened by this on each
 * side, holds every booking of the day whatever offset the server wrote it with.
 */
const OFFSET_MARGIN_MS = 14 * 60 * 60 * 1000;

/**
 * The bookings of the local day that starts at `dayStart` (epoch ms), in the index's order (the
 * ISO strings'). Read through the scheduled_at index with the offsets' margin (the server's ISO
 * times may carry another offset), then cut to the day. The counter's queue and the dashboard's
 * "today" read it.
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
