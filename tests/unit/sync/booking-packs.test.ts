import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PACKED_COUNTS_KEY,
  readAllBookings,
  readBooking,
  readPacked,
} from '../../../src/db/booking-packs';
import { unpack } from '../../../src/db/booking-packs-write';
import { readDay } from '../../../src/db/day-bookings';
import { db } from '../../../src/db/db';
import type { Booking, BookingStatus } from '../../../src/db/types';
import { loadSummary } from '../../../src/features/dashboard/lib/summarize';
import { pullChanges } from '../../../src/sync/feed';
import { compactStep } from '../../../src/sync/compact-packs';
import { replaceTable } from '../../../src/sync/replace-table';
import { booking, setBookingStatus } from './changes';
import { fakeServer, json, resetDb, type SentRequest } from './fake-server';

/**
 * Past, final bookings are kept a day to a record (src/db/booking-packs.ts): the feed puts them
 * there and takes them out again, and every reader of the bookings sees them as before.
 */

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.now();

/** A booking of `status`, `days` from now (negative: in the past), at a minute past 9:00 UTC. */
function at(id: number, status: BookingStatus, days: number): Booking {
  const when = new Date(NOW + days * DAY);
  when.setUTCHours(9, id % 60, 0, 0);
  return { ...booking(id, status), scheduled_at: when.toISOString() };
}

const put = (b: Booking) => ({ type: 'bookings', id: b.id, record: b });
const gone = (id: number) => ({ type: 'bookings', id, deleted: true });
type Change = ReturnType<typeof put> | ReturnType<typeof gone>;
const page = (cursor: string, changes: Change[], more = false) =>
  json(200, { data: { cursor, more, changes } });
const cursorOf = (req: SentRequest) => new URL(req.path, 'http://x').searchParams.get('cursor');

/** A server whose walk sends `first`, and whose later pulls send the next of `then` in turn. */
function serve(first: Booking[], ...then: Change[][]) {
  let n = 0;
  fakeServer((req) => {
    if (cursorOf(req) === null) return page('e1.0', first.map(put));
    const next = then[n];
    n += 1;
    return page(`e1.${n}`, next ?? []);
  });
}

const ids = (list: readonly { id: unknown }[]) => list.map((b) => b.id);
const packedDays = async () => (await db.bookingPacks.toArray()).map((p) => p.day);

// Two final bookings on one day long past, a final one on another, a pending one long past, a
// final one of yesterday, one to come.
const completed = at(1, 'completed', -10);
const cancelled = at(2, 'cancelled', -10);
const noShow = at(3, 'no_show', -40);
const stillPending = at(4, 'pending', -10);
const yesterday = at(5, 'completed', -1);
const tomorrow = at(6, 'confirmed', 1);
const ALL = [completed, cancelled, noShow, stillPending, yesterday, tomorrow];

beforeEach(async () => {
  await resetDb();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('past, final bookings a day to a record', () => {
  it('packs what nothing will move, keeps the rest in the table, and every reader sees them all', async () => {
    serve(ALL);
    expect(await pullChanges()).toBe('done');

    expect(ids(await db.bookings.orderBy('id').toArray())).toEqual([4, 5, 6]);
    expect(await packedDays()).toEqual([noShow, completed].map((b) => b.scheduled_at.slice(0, 10)));
    // The whole list, in the index's order; one by id; a range of days; the counts.
    expect(ids(await readAllBookings())).toEqual([3, 1, 2, 4, 5, 6]);
    expect(await readBooking(2)).toEqual(cancelled);
    expect(await readBooking(99)).toBeUndefined();
    const from = new Date(NOW - 20 * DAY).toISOString();
    const to = new Date(NOW).toISOString();
    expect(await readPacked(from, to)).toEqual({ rows: [completed, cancelled], count: 2 });
    expect(await readPacked('', '\uffff', 1)).toEqual({ rows: [noShow], count: 3 });
    const dayStart = new Date(completed.scheduled_at);
    dayStart.setHours(0, 0, 0, 0);
    expect(ids(await readDay(dayStart.getTime()))).toEqual([1, 2, 4]);
    const summary = await loadSummary(new Date(NOW));
    expect(summary.total).toBe(6);
    expect(summary.counts).toMatchObject({
      completed: 2,
      cancelled: 1,
      no_show: 1,
      pending: 1,
      confirmed: 1,
    });
  });

  it('moves a booking between its pack and the table as the server changes it, and drops the deleted', async () => {
    // The server moves the completed booking two days on (another pack), makes the cancelled one
    // pending again (the table), finishes the one of long ago (a catch-up leaves it in the
    // table: only a walk packs), and deletes the no-show.
    serve(ALL, [
      put({ ...completed, scheduled_at: at(1, 'completed', -8).scheduled_at }),
      put({ ...cancelled, status: 'pending' }),
      put({ ...stillPending, status: 'completed' }),
      gone(noShow.id as number),
    ]);
    await pullChanges();
    await pullChanges();

    expect(ids(await db.bookings.orderBy('id').toArray())).toEqual([2, 4, 5, 6]);
    expect(ids(await readAllBookings())).toEqual([2, 4, 1, 5, 6]);
    expect(await packedDays()).toEqual([at(1, 'completed', -8).scheduled_at.slice(0, 10)]);
    expect((await db.meta.get(PACKED_COUNTS_KEY))?.value).toEqual({
      total: 1,
      counts: { completed: 1 },
    });
    const summary = await loadSummary(new Date(NOW));
    expect(summary.total).toBe(5);
    expect(summary.counts).toMatchObject({ completed: 3, cancelled: 0, no_show: 0, pending: 1 });
  });

  it("drops at a walk's end the packed bookings the server no longer names, and any copy left in the table", async () => {
    // The second walk names the pending booking of long ago as completed two days earlier: packed
    // on that day, its copy in the table (outside the page's span of packed days) goes at the end.
    const moved: Booking = {
      ...stillPending,
      status: 'completed',
      scheduled_at: at(4, 'completed', -12).scheduled_at,
    };
    let walks = 0;
    fakeServer((req) => {
      if (cursorOf(req) !== null)
        return json(410, { message: 'start over', code: 'cursor_expired' });
      walks += 1;
      return page(`e${walks}.0`, (walks === 1 ? ALL : [cancelled, tomorrow, moved]).map(put));
    });
    await pullChanges();
    await pullChanges();
    expect(walks).toBe(2);
    expect(ids(await db.bookings.toArray())).toEqual([6]);
    expect(ids(await readAllBookings())).toEqual([4, 2, 6]);
    expect(await db.bookingPackIndex.count()).toBe(2);
  });

  it('gives a packed booking back to the table when this device changes it', async () => {
    serve(ALL);
    await pullChanges();
    const tables = [db.bookings, db.bookingPacks, db.bookingPackIndex, db.meta];
    expect(await db.transaction('rw', tables, () => unpack(completed.id))).toEqual(completed);
    expect(ids(await db.bookings.orderBy('id').toArray())).toEqual([4, 5, 6]);
    expect(ids(await readAllBookings())).toEqual([3, 2, 4, 5, 6]);
    expect(await db.transaction('rw', tables, () => unpack(tomorrow.id))).toBeUndefined();
  });

  it('puts every booking back in the table when a server without the feed sends whole lists', async () => {
    serve(ALL);
    await pullChanges();
    const tables = [db.bookings, db.bookingPacks, db.bookingPackIndex, db.meta, db.outbox];
    await db.transaction('rw', tables, () => replaceTable('bookings', ALL.slice(1), Date.now()));
    expect(ids(await db.bookings.orderBy('id').toArray())).toEqual([2, 3, 4, 5, 6]);
    expect(await db.bookingPacks.count()).toBe(0);
    expect(await db.meta.get(PACKED_COUNTS_KEY)).toBeUndefined();
  });

  it('packs at compaction the bookings a catch-up finished, but not one with a change on its way', async () => {
    // After the walk the server finishes two bookings of long ago and cancels the one to come; a
    // catch-up leaves them in the table (only a walk packs).
    const older = at(7, 'report_ready', -12);
    serve(
      [...ALL, older],
      [
        put({ ...stillPending, status: 'completed' }),
        put({ ...tomorrow, status: 'cancelled' }),
        put({ ...older, status: 'completed' }),
      ],
    );
    await pullChanges();
    await pullChanges();
    expect(ids(await db.bookings.orderBy('id').toArray())).toEqual([4, 5, 6, 7]);
    // A change of this device's on its way for booking 7: it stays in the table.
    await setBookingStatus(7, 'completed');

    expect(await compactStep()).toBe(false);
    expect(ids(await db.bookings.orderBy('id').toArray())).toEqual([5, 6, 7]);
    expect(ids(await readAllBookings())).toEqual([3, 7, 1, 2, 4, 5, 6]);
    expect(await readBooking(4)).toEqual({ ...stillPending, status: 'completed' });
    expect((await db.meta.get(PACKED_COUNTS_KEY))?.value).toEqual({
      total: 4,
      counts: { completed: 2, cancelled: 1, no_show: 1 },
    });
    const summary = await loadSummary(new Date(NOW));
    expect(summary.total).toBe(7);
    expect(summary.counts).toMatchObject({ completed: 4, cancelled: 2, no_show: 1, pending: 0 });
    // Nothing left to do: a second step changes nothing.
    expect(await compactStep()).toBe(false);
    expect(await db.bookingPackIndex.count()).toBe(2);
  });

  it("packs a catch-up's finished bookings of many days a few days' packs a step, until none is left", async () => {
    // Five bookings pending on five days long past, two on the last; a catch-up finishes them all.
    const spread = [
      ...Array.from({ length: 5 }, (_, i) => at(100 + i, 'pending', -5 - i)),
      at(120, 'pending', -9),
    ];
    serve(
      spread,
      spread.map((b) => put({ ...b, status: 'completed' })),
    );
    await pullChanges();
    await pullChanges();
    expect(await db.bookings.count()).toBe(6);

    const stepsDays: number[] = [];
    let more = true;
    while (more) {
      const before = new Set(await packedDays());
      more = await compactStep();
      stepsDays.push((await packedDays()).filter((day) => !before.has(day)).length);
    }
    // Each step rewrote two days' packs at most; together they packed every one.
    expect(stepsDays).toEqual([2, 2, 1]);
    expect(await db.bookings.count()).toBe(0);
    expect(ids(await readAllBookings()).sort()).toEqual(ids(spread).sort());
    expect((await db.meta.get(PACKED_COUNTS_KEY))?.value).toEqual({
      total: 6,
      counts: { completed: 6 },
    });
  });

  it('reads a mirror larger than a slice whole and in order, a slice at a time', async () => {
    // 2,000 bookings to come in the table (their ids not in time order), one with a temporary id,
    // one without a time (the scheduled_at index leaves it out); 40 days of packs of 30 each.
    const table = Array.from({ length: 2_000 }, (_, i) =>
      at(10_000 + ((i * 7919) % 2_000), 'confirmed', 1 + (i % 20)),
    );
    const temp = {
      ...at(1, 'pending', 2),
      id: 'tmp-1',
      scheduled_at: new Date(NOW + 2 * DAY + 1234).toISOString(),
    } as unknown as Booking;
    const timeless = { ...at(2, 'pending', 3), scheduled_at: undefined } as unknown as Booking;
    await db.bookings.bulkPut([...table, temp, timeless]);
    const packed = Array.from({ length: 40 }, (_, d) =>
      Array.from({ length: 30 }, (_, i) => at(50_000 + d * 30 + i, 'completed', -10 - d)).sort(
        (a, b) => a.scheduled_at.localeCompare(b.scheduled_at) || Number(a.id) - Number(b.id),
      ),
    );
    await db.bookingPacks.bulkPut(
      packed.map((day) => ({ day: day[0]!.scheduled_at.slice(0, 10), json: JSON.stringify(day) })),
    );
    const reads = vi.spyOn(db.bookings, 'where');

    const all = await readAllBookings();

    const expected = [...packed.flat(), ...table, temp].sort(
      (a, b) => a.scheduled_at.localeCompare(b.scheduled_at) || Number(a.id) - Number(b.id),
    );
    expect(all.length).toBe(2_000 + 1 + 1_200);
    expect(ids(all)).toEqual(ids(expected));
    // The table came in more than one read after the first (each from the last key read).
    const byKey = reads.mock.calls.filter((call) => (call as unknown[])[0] === ':id');
    expect(byKey.length).toBeGreaterThanOrEqual(2);
  });
});
