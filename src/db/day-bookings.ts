import { rangesOverlap, RangeSet, type ObservabilitySet } from 'dexie';
import { mergeInOrder, packTables, reachesPacks, readPacked } from './booking-packs';
import { db } from './db';
import type { Booking } from './types';
import { localDayOf } from '../lib/booking-time';

/**
 * How far an ISO time's written clock may be from UTC: offsets run from -12:00 to +14:00. The
 * index orders the strings as written, so a range of the day in UTC, widened by this on each
 * side, holds every booking of the day whatever offset the server wrote it with.
 */
export const OFFSET_MARGIN_MS = 14 * 60 * 60 * 1000;

/**
 * In how many reads the day's range is taken. A read's records are copied out of the store at
 * once, in one task: the day and its margins (about 400 bookings of the bench's lab) were a task
 * of 50 to 60 ms on a phone's CPU, each time a catch-up's page touched the day. In parts, each a
 * task of its own.
 */
const READ_PARTS = 4;

/**
 * The bookings of the local day that starts at `dayStart` (epoch ms), in the index's order, read
 * in READ_PARTS parts (readBetween). The counter's queue and the dashboard's "today" read it.
 */
export function readDay(dayStart: number): Promise<Booking[]> {
  return readBetween(dayStart, localDayOf(dayStart).end, READ_PARTS);
}

/**
 * Whether a commit's changed parts (Dexie's `storagemutated`) can alter what `readDay(dayStart)`
 * answered (`shown`): a booking written with a `scheduled_at` in the day's range (with the
 * offsets' margin), or one of the shown ones written or deleted (a booking moved to another day
 * names only its key). A commit that wrote many records or a range names whole ranges, and so
 * touches the day. A catch-up's pages, spread over the lab's history, seldom do: the counter read
 * its day of about 400 bookings again after each of them, tasks of 58 to 80 ms on the bench's
 * phone (most of it the garbage collector's).
 */
export function dayTouched(dayStart: number) {
  const range = new RangeSet(...isoRange(dayStart, localDayOf(dayStart).end));
  const prefix = `idb://${db.name}/${db.bookings.name}/`;
  return (changed: ObservabilitySet, shown: readonly Booking[]): boolean => {
    if (changed.all) return true;
    const keys = changed[prefix];
    const times = changed[`${prefix}scheduled_at`];
    if (!keys) return Object.keys(changed).some((part) => part.startsWith(prefix));
    if (times && rangesOverlap(times, range)) return true;
    return rangesOverlap(keys, new RangeSet().addKeys(shown.map((b) => b.id)));
  };
}

/** The `scheduled_at` range holding `start <= time < end` (epoch ms), written with any offset. */
function isoRange(start: number, end: number): [string, string] {
  return [
    new Date(start - OFFSET_MARGIN_MS).toISOString(),
    new Date(end + OFFSET_MARGIN_MS).toISOString(),
  ];
}

/**
 * The bookings with `start <= scheduled_at < end` (epoch ms), in the index's order (the ISO
 * strings'), packed ones included. Read through the scheduled_at index with the offsets' margin
 * (the server's ISO times may carry another offset), in `parts` consecutive ranges of one
 * transaction, then cut to the times.
 */
export async function readBetween(start: number, end: number, parts = 1): Promise<Booking[]> {
  const from = start - OFFSET_MARGIN_MS;
  const step = (end + OFFSET_MARGIN_MS - from) / parts;
  const bounds = Array.from({ length: parts + 1 }, (_, i) =>
    new Date(Math.round(from + i * step)).toISOString(),
  );
  const lower = bounds[0] ?? '';
  const upper = bounds[parts] ?? '';
  // A range reaching days back may hold packed bookings (booking-packs.ts); today never does.
  const packs = reachesPacks(lower) ? packTables() : [];
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
    return at >= start && at < end;
  });
}
