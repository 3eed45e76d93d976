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
 * ISO strings'). The server's ISO times may carry another offset, so the day's range in UTC,
 * widened by the offsets' margin on each side, holds them all: about two days and a half. The
 * records are read for the day's range in UTC only, and of the margins only the index keys (the
 * times), at the same time; a margin's time that is in the day (written with an offset) brings
 * its records in a second read. A record costs many times its key to bring over from IndexedDB:
 * at a phone's CPU the counter's day, read whole with its margins as a catch-up landed, was a
 * 50 to 60 ms task, mostly the records of the neighbouring days. With every time in UTC (as the
 * reference API writes them) there is no second read. The counter's queue and the dashboard's
 * "today" read it.
 */
export async function readDay(dayStart: number): Promise<Booking[]> {
  const dayEnd = new Date(dayStart);
  dayEnd.setDate(dayEnd.getDate() + 1);
  const end = dayEnd.getTime();
  const inDay = (iso: string) => {
    const at = Date.parse(iso);
    return at >= dayStart && at < end;
  };
  const iso = (epoch: number) => new Date(epoch).toISOString();
  const times = db.bookings.where('scheduled_at');
  const [utcDay, before, after] = await Promise.all([
    times.between(iso(dayStart), iso(end)).toArray(),
    times.between(iso(dayStart - OFFSET_MARGIN_MS), iso(dayStart)).keys(),
    times.between(iso(end), iso(end + OFFSET_MARGIN_MS)).keys(),
  ]);
  const offset = [...before, ...after].filter((key) => inDay(String(key)));
  const day = utcDay.filter((b) => inDay(b.scheduled_at));
  if (offset.length === 0) return day;
  const others = await times.anyOf([...new Set(offset)]).toArray();
  // Each part is in the index's order and their times do not overlap: a stable sort by time
  // gives the index's order.
  return [...day, ...others].sort((a, b) =>
    a.scheduled_at < b.scheduled_at ? -1 : a.scheduled_at > b.scheduled_at ? 1 : 0,
  );
}
