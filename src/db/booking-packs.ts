import type { IndexableType, Table } from 'dexie';
import { NEXT_STATUSES } from '../config/booking-flow';
import { yieldToPage } from '../lib/yield';
import { db, PACK_TABLES, type BookingPack, type BookingPackIndexRow } from './db';
import type { Booking, Id } from './types';

/**
 * Past, final bookings, a day of them to a record. A lab's history only grows and is mostly
 * those, and IndexedDB's cost is per record and per index entry: a booking one to a record with
 * three indexes cost a phone's CPU about 250 µs to insert, a booking in its day's pack a fraction
 * of that (bench/README.md, "Past bookings a day to a record").
 *
 * A booking is in exactly one place: the `bookings` table (with its indexes, for what is to come
 * and anything that can still change) or its day's pack. Whoever writes a booking to the table
 * takes it out of its pack first (booking-packs-write.ts: `unpack`, `placeBookings`); the readers
 * that reach back past PACK_AGE_MS read both (here: `readPacked`, `packedCounts`, `readBooking`,
 * `readAllBookings`).
 */

/** How long ago a final booking must be scheduled to be packed. */
export const PACK_AGE_MS = 3 * 24 * 60 * 60 * 1000;

/** The meta row with the packed bookings' counts: { total, counts by status }. */
export const PACKED_COUNTS_KEY = 'packs:counts';

/** The packs' tables (tables.ts PACK_TABLES), for a transaction's scope. */
export const packTables = () => PACK_TABLES.map((name) => db.table(name));

export interface PackedCounts {
  total: number;
  counts: Record<string, number>;
}

/** The statuses nothing moves a booking from (the flow's last steps). */
export const FINAL_STATUSES: readonly string[] = Object.entries(NEXT_STATUSES)
  .filter(([, next]) => next.length === 0)
  .map(([status]) => status);
const FINAL = new Set(FINAL_STATUSES);

/** The pack a booking goes to: its `scheduled_at`'s day as written (the index's order). */
export const dayOf = (b: Pick<Booking, 'scheduled_at'>): string => b.scheduled_at.slice(0, 10);

/** A booking that nothing will move any more, scheduled PACK_AGE_MS or longer before `now`. */
export function packable(b: Booking, now: number): boolean {
  return (
    typeof b.id === 'number' &&
    FINAL.has(b.status) &&
    typeof b.scheduled_at === 'string' &&
    Date.parse(b.scheduled_at) < now - PACK_AGE_MS
  );
}

/**
 * Whether a range of `scheduled_at` from `lower` on may hold packed bookings. A day's margin
 * over PACK_AGE_MS: a range after that is read from the table alone (the counter's day, the
 * dashboard's next bookings).
 */
export function reachesPacks(lower: string, now = Date.now()): boolean {
  return lower < new Date(now - PACK_AGE_MS + 24 * 60 * 60 * 1000).toISOString();
}

/** The index's order: `scheduled_at` as written, then the id. */
export function byIndexOrder(a: Booking, b: Booking): number {
  if (a.scheduled_at !== b.scheduled_at) return a.scheduled_at < b.scheduled_at ? -1 : 1;
  return Number(a.id) - Number(b.id);
}

/** Two lists in the index's order, merged in it. */
export function mergeInOrder(a: readonly Booking[], b: readonly Booking[]): Booking[] {
  if (a.length === 0) return [...b];
  if (b.length === 0) return [...a];
  const out: Booking[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as Booking;
    const y = b[j] as Booking;
    if (byIndexOrder(x, y) <= 0) {
      out.push(x);
      i += 1;
    } else {
      out.push(y);
      j += 1;
    }
  }
  for (; i < a.length; i += 1) out.push(a[i] as Booking);
  for (; j < b.length; j += 1) out.push(b[j] as Booking);
  return out;
}

/** A pack's bookings (none for no pack). */
export function bookingsOf(pack: BookingPack | undefined): Booking[] {
  return pack ? (JSON.parse(pack.json) as Booking[]) : [];
}

/**
 * How long one slice of a whole read may take (ms of wall time, nearly all of it the page's
 * thread at a phone's CPU: IndexedDB's copy of the records into the page, and a pack's parse).
 * Read at once, the bench's 10,000 bookings were two tasks of 180 and 250 ms at 4x on a cold load
 * of /bookings (bench/README.md, "What the figures still say").
 */
const SLICE_MS = 8;

/** At most `count` records of `table` after the key `after` (from its start without one). */
function pageAfter<R, K extends IndexableType, I>(
  table: Table<R, K, I>,
  after: K | undefined,
  count: number,
): Promise<R[]> {
  return (after === undefined ? table.toCollection() : table.where(':id').above(after))
    .limit(count)
    .toArray();
}

/**
 * Reads a store in primary-key order, a slice at a time, each slice in a task of its own: the
 * first `first` records, then each time the records after the last one read (`slice`), as many as
 * should take about SLICE_MS by the slice before (at most four times as many). Not inside a
 * transaction: it ends while the page is given back.
 */
async function readInSlices<T, K>(
  slice: (after: K | undefined, count: number) => Promise<T[]>,
  keyOf: (record: T) => K,
  rowsOf: (records: T[]) => Booking[],
  first: number,
): Promise<Booking[]> {
  const out: Booking[] = [];
  let count = first;
  let after: K | undefined;
  for (;;) {
    const started = performance.now();
    const records = await slice(after, count);
    for (const row of rowsOf(records)) out.push(row);
    const last = records[records.length - 1];
    if (records.length < count || last === undefined) return out;
    after = keyOf(last);
    const took = Math.max(1, performance.now() - started);
    count = Math.max(
      Math.ceil(first / 4),
      Math.min(count * 4, Math.round((count * SLICE_MS) / took)),
    );
    await yieldToPage();
  }
}

/**
 * Every packed booking, in the index's order (the packs in day order, each in order), in one
 * read (so also inside a transaction).
 */
export async function readAllPacked(): Promise<Booking[]> {
  return (await db.bookingPacks.toArray()).flatMap(bookingsOf);
}

/**
 * Every booking of the mirror, the table's and the packed, in the index's order. In slices (see
 * readInSlices): the mirror may change between them, so its readers follow the commits as well
 * (live-rows.ts patches the records a commit wrote after a whole read, and reads again when a
 * commit wrote the packs).
 */
export async function readAllBookings(): Promise<Booking[]> {
  const [table, packed] = await Promise.all([
    readInSlices(
      (after: Id | undefined, count) => pageAfter(db.bookings, after, count),
      (b) => b.id,
      // As the scheduled_at index holds them: a record without a time is not in it.
      (rows) => rows.filter((b) => typeof b.scheduled_at === 'string'),
      250,
    ),
    readInSlices(
      (after: string | undefined, count) => pageAfter(db.bookingPacks, after, count),
      (pack) => pack.day,
      (packs) => packs.flatMap(bookingsOf),
      4,
    ),
  ]);
  return mergeInOrder(packed, table.sort(byIndexOrder));
}

/** The packed bookings' counts, by status and in all. */
export async function packedCounts(): Promise<PackedCounts> {
  const row = (await db.meta.get(PACKED_COUNTS_KEY))?.value as PackedCounts | undefined;
  return row ?? { total: 0, counts: {} };
}

/** A booking of the mirror by id, from the table or its pack; undefined when neither holds it. */
export async function readBooking(id: Id): Promise<Booking | undefined> {
  return (await db.bookings.get(id)) ?? (await findPacked(id));
}

/** The days the `wanted` bookings are packed in: id -> day (those not packed are not in it). */
export async function packedDays(wanted: ReadonlySet<number>): Promise<Map<number, string>> {
  const where = new Map<number, string>();
  if (wanted.size === 0) return where;
  for (const row of await db.bookingPackIndex.toArray()) {
    for (const id of row.ids) if (wanted.has(id)) where.set(id, row.day);
  }
  return where;
}

/** A packed booking by id, or undefined. */
export async function findPacked(id: Id): Promise<Booking | undefined> {
  if (typeof id !== 'number') return undefined;
  const day = (await packedDays(new Set([id]))).get(id);
  const pack = day === undefined ? undefined : await db.bookingPacks.get(day);
  return bookingsOf(pack).find((b) => b.id === id);
}

/**
 * The packed bookings with `lower <= scheduled_at < upper` (as written), in the index's order:
 * the first `limit` of them, and how many the range holds. The days wholly inside the range are
 * counted from the index; only those the rows need and the two at its ends are read.
 */
export async function readPacked(
  lower: string,
  upper: string,
  limit = Infinity,
): Promise<{ rows: Booking[]; count: number }> {
  if (!reachesPacks(lower)) return { rows: [], count: 0 };
  const first = lower.slice(0, 10);
  const last = upper.slice(0, 10);
  const inRange = (b: Booking) => b.scheduled_at >= lower && b.scheduled_at < upper;
  if (limit === Infinity) {
    // All of it: the packs of the range in one read.
    const packs = await db.bookingPacks.where('day').between(first, last, true, true).toArray();
    const rows = packs.flatMap((p) => bookingsOf(p).filter(inRange));
    return { rows, count: rows.length };
  }
  const days = (await db.bookingPackIndex
    .where('day')
    .between(first, last, true, true)
    .toArray()) as BookingPackIndexRow[];
  const rows: Booking[] = [];
  let count = 0;
  for (const row of days) {
    const edge = row.day === first || row.day === last;
    if (!edge && rows.length >= limit) {
      count += row.ids.length;
      continue;
    }
    const bookings = bookingsOf(await db.bookingPacks.get(row.day)).filter(inRange);
    count += bookings.length;
    for (const b of bookings) if (rows.length < limit) rows.push(b);
  }
  return { rows, count };
}
