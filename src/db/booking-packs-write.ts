import { db } from './db';
import { inTx } from './in-tx';
import {
  bookingsOf,
  byIndexOrder,
  dayOf,
  packable,
  packedCounts,
  packedDays,
  PACKED_COUNTS_KEY,
  readAllPacked,
  findPacked,
  type PackedCounts,
} from './booking-packs';
import type { Booking, Id } from './types';

/**
 * The writers of the packs of past, final bookings (src/db/booking-packs.ts says what they are
 * and reads them): each in the caller's read-write transaction, which holds `bookings`,
 * `bookingPacks`, `bookingPackIndex` and `meta`.
 */

/** What a day's pack is to become: bookings added (or replacing their id's) and ids taken out. */
interface DayEdit {
  add: Map<number, Booking>;
  drop: Set<number>;
}

function countsOf(bookings: readonly Booking[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const b of bookings) counts[b.status] = (counts[b.status] ?? 0) + 1;
  return counts;
}

/** Writes the days' edits: each pack, its index row and the counts, in the caller's transaction. */
async function writeDays(edits: Map<string, DayEdit>): Promise<void> {
  if (edits.size === 0) return;
  const days = [...edits.keys()];
  const [packs, tally] = await inTx(Promise.all([db.bookingPacks.bulkGet(days), packedCounts()]));
  const counts = { ...tally.counts };
  let total = tally.total;
  const move = (bookings: readonly Booking[], sign: 1 | -1) => {
    total += sign * bookings.length;
    for (const b of bookings) counts[b.status] = (counts[b.status] ?? 0) + sign;
  };
  const put: { day: string; bookings: Booking[] }[] = [];
  const emptied: string[] = [];
  days.forEach((day, i) => {
    const edit = edits.get(day) as DayEdit;
    const before = bookingsOf(packs[i]);
    const kept = before.filter(
      (b) => !edit.drop.has(b.id as number) && !edit.add.has(b.id as number),
    );
    const bookings = [...kept, ...edit.add.values()].sort(byIndexOrder);
    move(before, -1);
    move(bookings, 1);
    if (bookings.length) put.push({ day, bookings });
    else if (packs[i]) emptied.push(day);
  });
  for (const status of Object.keys(counts)) if (!counts[status]) delete counts[status];
  await inTx(
    Promise.all([
      db.bookingPacks.bulkPut(put.map((p) => ({ day: p.day, json: JSON.stringify(p.bookings) }))),
      db.bookingPackIndex.bulkPut(
        put.map((p) => ({
          day: p.day,
          ids: p.bookings.map((b) => b.id as number),
          counts: countsOf(p.bookings),
        })),
      ),
      emptied.length ? db.bookingPacks.bulkDelete(emptied) : undefined,
      emptied.length ? db.bookingPackIndex.bulkDelete(emptied) : undefined,
      db.meta.put({ key: PACKED_COUNTS_KEY, value: { total, counts } satisfies PackedCounts }),
    ]),
  );
}

function editOf(edits: Map<string, DayEdit>, day: string): DayEdit {
  let edit = edits.get(day);
  if (!edit) edits.set(day, (edit = { add: new Map(), drop: new Set() }));
  return edit;
}

/**
 * Places the server's bookings (in the caller's transaction, which holds the packs, their index,
 * `bookings` and `meta`): a packable one into its day's pack, any other for the table. Takes
 * each out of wherever it was, and the `gone` ones out of their packs. Resolves with what the
 * caller writes to the table: the bookings to put, and the ids to delete from it (those now
 * packed that the table may hold).
 *
 * Only a walk of the whole state (`packNew`) packs a booking the packs do not hold yet: a
 * catch-up's page of bookings moved on through the flow touched a pack a day, each read and
 * written whole on the screen's thread (a task of 331 ms at a phone's CPU, against none). Outside
 * a walk a packed booking is changed in its pack, and one that turns packable stays in the table,
 * as any booking did before the packs.
 */
export async function placeBookings(
  put: readonly Booking[],
  gone: readonly Id[],
  now: number,
  packNew: boolean,
): Promise<{ live: Booking[]; leave: Id[] }> {
  const ids = [...gone, ...put.map((b) => b.id)].filter((id) => typeof id === 'number');
  const where = await inTx(packedDays(new Set(ids)));
  const edits = new Map<string, DayEdit>();
  const live: Booking[] = [];
  const packed: Booking[] = [];
  for (const id of gone) {
    const day = typeof id === 'number' ? where.get(id) : undefined;
    if (day) editOf(edits, day).drop.add(id as number);
  }
  for (const b of put) {
    const day = typeof b.id === 'number' ? where.get(b.id) : undefined;
    if (packable(b, now) && (packNew || day)) {
      const to = dayOf(b);
      if (day && day !== to) editOf(edits, day).drop.add(b.id as number);
      editOf(edits, to).add.set(b.id as number, b);
      if (!day) packed.push(b);
    } else {
      if (day) editOf(edits, day).drop.add(b.id as number);
      live.push(b);
    }
  }
  await inTx(writeDays(edits));
  if (packed.length === 0) return { live, leave: [] };
  // Newly packed (a walk's): the table seldom holds one (kept from before a start-over), so its
  // keys are read in the span of days packed, in one range, rather than a delete asked for each
  // (a first sign-in packs nearly all of them; all the table's keys, read for each page, were a
  // tenth of the walk). One the server has moved to another day since is left to the walk's end
  // (dropPacked).
  const ats = packed.map((b) => b.scheduled_at).sort();
  const span = db.bookings.where('scheduled_at').between(ats[0], ats.at(-1), true, true);
  const inTable = new Set(await span.primaryKeys());
  return { live, leave: packed.map((b) => b.id).filter((id) => inTable.has(id)) };
}

/**
 * Takes a booking out of its pack (in the caller's transaction) and resolves with it, or with
 * undefined when it is not packed: a change of this device's writes it to the table.
 */
export async function unpack(id: Id): Promise<Booking | undefined> {
  const booking = await inTx(findPacked(id));
  if (!booking) return undefined;
  const edits = new Map<string, DayEdit>();
  editOf(edits, dayOf(booking)).drop.add(booking.id as number);
  await inTx(writeDays(edits));
  return booking;
}

/**
 * A walk's end: takes out of the packs every booking `keep` says no to (what the server did not
 * name), and out of the table every booking a pack holds (one the walk packed whose copy in the
 * table was on another day).
 */
export async function dropPacked(keep: (id: number) => boolean): Promise<void> {
  const edits = new Map<string, DayEdit>();
  const packed = new Set<number>();
  for (const row of await db.bookingPackIndex.toArray()) {
    for (const id of row.ids) {
      if (keep(id)) packed.add(id);
      else editOf(edits, row.day).drop.add(id);
    }
  }
  await inTx(writeDays(edits));
  const twice = (await db.bookings.toCollection().primaryKeys()).filter((id) =>
    packed.has(id as number),
  );
  if (twice.length) await db.bookings.bulkDelete(twice);
}

/** Every packed booking back into the table, the packs emptied (a server without the feed). */
export async function unpackAll(): Promise<void> {
  if ((await db.bookingPackIndex.count()) === 0) return;
  await db.bookings.bulkPut(await inTx(readAllPacked()));
  await Promise.all([
    db.bookingPacks.clear(),
    db.bookingPackIndex.clear(),
    db.meta.delete(PACKED_COUNTS_KEY),
  ]);
}
