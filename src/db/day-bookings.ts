import { mergeInOrder, reachesPacks, readPacked } from './booking-packs';
import { db } from './db';
import type { Booking } from './types';

/**
 * How far an ISO time's written clock may be from UTC: offsets run from -12:00 to +14:00. The
 * index orders the strings as written, so a range of the day in UTC, widened by this on each
 * side, holds every booking of the day whatever offset the server wrote it with.
 */
const OFFSET_MARGIN_MS = 14 * 60 * 60 * 1000;

/**
 * In how many reads the day's range is taken. A read's records are copied out of the store at
 * once, in one task: the day and its margins (about 400 bookings of the bench's lab) were a task
 * of 50 to 60 ms on a phone's CPU, each time a catch-up's page touched the day. In parts, each a
 * task of its own.
 */
const READ_PARTS = 4;

/**
 * The bookings of the local day that starts at `dayStart` (epoch ms), in the index's order (the
 * ISO strings'). Read through the scheduled_at index with the offsets' margin (the server's ISO
 * times may carry another offset), in READ_PARTS consecutive ranges of one transaction, then cut
 * to the day. The counter's queue and the dashboard's "today" read it.
 */
export async function readDay(dayStart: number): Promise<Booking[]> {
  const dayEnd = new Date(dayStart);
  dayEnd.setDate(dayEnd.getDate() + 1);
  const end = dayEnd.getTime();
  const from = dayStart - OFFSET_MARGIN_MS;
  const step = (end + OFFSET_MARGIN_MS - from) / READ_PARTS;
  const bounds = Array.from({ length: READ_PARTS + 1 }, (_, i) =>
    new Date(Math.round(from + i * step)).toISOString(),
  );
  const lower = bounds[0] ?? '';
  const upper = bounds[READ_PARTS] ?? '';
  // A day long past may have packed bookings (booking-packs.ts); today never has.
  const packs = reachesPacks(lower) ? [db.bookingPacks, db.bookingPackIndex] : [];
  const [table, packed] = await db.transaction('r', [db.bookings, ...packs], () =>
    Promise.all([
      Promise.all(
        bounds.slice(1).map((upper, i) =>
          db.bookings
            .where('scheduled_at')
            .between(bounds[i] ?? upper, upper)
            .toArray(),
        ),
      ),
      packs.length ? readPacked(lower, upper) : { rows: [] },
    ]),
  );
  return mergeInOrder(table.flat(), packed.rows).filter((b) => {
    const at = Date.parse(b.scheduled_at);
    return at >= dayStart && at < end;
  });
}
