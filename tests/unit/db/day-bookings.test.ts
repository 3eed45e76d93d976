import Dexie, { type ObservabilitySet } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import { dayTouched, readBetween, readDay } from '../../../src/db/day-bookings';
import { makeBooking } from '../bookings/fixtures';

beforeEach(async () => {
  await db.open();
});

afterEach(async () => {
  await db.bookings.clear();
});

/** The same instant written with an offset of `hours`, as a server may write it. */
const at = (epoch: number, hours: number) => {
  const local = new Date(epoch + hours * 3_600_000).toISOString().slice(0, 19);
  const sign = hours < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`;
};

describe('the bookings of a local day (the counter, the dashboard)', () => {
  it('holds every booking of the local day whatever offset its time was written with, and no other', async () => {
    const day = new Date(2026, 10, 27);
    const dayStart = day.getTime();
    const end = new Date(2026, 10, 28).getTime();
    await db.bookings.bulkPut([
      // In the day: its first minute written at -12:00 (the clock reads the day before), its
      // last at +14:00 (the clock reads the day after), noon in UTC.
      makeBooking(1, { scheduled_at: at(dayStart, -12) }),
      makeBooking(2, { scheduled_at: at(end - 60_000, 14) }),
      makeBooking(3, { scheduled_at: new Date(dayStart + 12 * 3_600_000).toISOString() }),
      // Out of it by a minute either way, at the offsets that write them nearest the day.
      makeBooking(4, { scheduled_at: at(dayStart - 60_000, 14) }),
      makeBooking(5, { scheduled_at: at(end, -12) }),
    ]);
    const ids = (await readDay(dayStart)).map((b) => b.id).sort();
    expect(ids).toEqual([1, 2, 3]);
  });

  it('gives the day in time order, none of the days around it, and nothing for an empty day', async () => {
    const dayStart = new Date(2026, 10, 27).getTime();
    const hour = 3_600_000;
    const utc = (epoch: number) => new Date(epoch).toISOString();
    await db.bookings.bulkPut([
      makeBooking(1, { scheduled_at: utc(dayStart + 15 * hour) }),
      makeBooking(2, { scheduled_at: utc(dayStart + 9 * hour) }),
      makeBooking(3, { scheduled_at: utc(dayStart - 2 * hour) }),
      makeBooking(4, { scheduled_at: utc(dayStart + 26 * hour) }),
      makeBooking(5, { scheduled_at: utc(dayStart) }),
    ]);
    expect((await readDay(dayStart)).map((b) => b.id)).toEqual([5, 2, 1]);
    expect(await readDay(new Date(2026, 10, 20).getTime())).toEqual([]);
  });
});

describe("the bookings between two times (the calendar's week)", () => {
  it('holds those written with any offset inside the times, in time order, and no other', async () => {
    const start = new Date(2026, 10, 23).getTime();
    const end = new Date(2026, 10, 30).getTime();
    await db.bookings.bulkPut([
      // Inside: the last minute written at +14:00 (its text sorts after the week's end).
      makeBooking(1, { scheduled_at: at(end - 60_000, 14) }),
      makeBooking(2, { scheduled_at: at(start, -12) }),
      makeBooking(3, { scheduled_at: new Date(start + 50 * 3_600_000).toISOString() }),
      // Outside by a minute either way.
      makeBooking(4, { scheduled_at: at(start - 60_000, 14) }),
      makeBooking(5, { scheduled_at: at(end, -12) }),
    ]);
    expect((await readBetween(start, end)).map((b) => b.id).sort()).toEqual([1, 2, 3]);
  });
});

describe("which changes touch the counter's day", () => {
  const hour = 3_600_000;
  const dayStart = new Date(2026, 10, 27).getTime();
  const inDay = (h: number) => new Date(dayStart + h * hour).toISOString();
  const daysAway = (d: number) => new Date(dayStart + d * 24 * hour + 10 * hour).toISOString();

  /** The parts of the commits `write` makes, as the screen's subscription gets them. */
  async function partsOf(write: () => Promise<unknown>): Promise<ObservabilitySet> {
    const seen: ObservabilitySet = {};
    const listen = (parts: ObservabilitySet) => Object.assign(seen, parts);
    Dexie.on.storagemutated.subscribe(listen);
    try {
      await write();
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      Dexie.on.storagemutated.unsubscribe(listen);
    }
    return seen;
  }

  it('lets a change elsewhere in the history go, and reads again for one that alters the day', async () => {
    await db.bookings.bulkPut([
      makeBooking(1, { scheduled_at: inDay(9), status: 'confirmed' }),
      makeBooking(2, { scheduled_at: inDay(11), status: 'confirmed' }),
      makeBooking(3, { scheduled_at: daysAway(5), status: 'confirmed' }),
      makeBooking(4, { scheduled_at: daysAway(-6), status: 'completed' }),
    ]);
    const shown = await readDay(dayStart);
    expect(shown.map((b) => b.id)).toEqual([1, 2]);
    const touches = dayTouched(dayStart);
    const touched = async (write: () => Promise<unknown>) => touches(await partsOf(write), shown);

    // Bookings of other days changed, one deleted: the day is as it was.
    expect(
      await touched(() =>
        db.bookings.bulkPut([
          makeBooking(3, { scheduled_at: daysAway(5), status: 'sample_collected' }),
          makeBooking(5, { scheduled_at: daysAway(-20), status: 'cancelled' }),
        ]),
      ),
    ).toBe(false);
    expect(await touched(() => db.bookings.delete(4))).toBe(false);
    // A shown booking's status; one moved into the day; a shown one moved out or deleted.
    expect(
      await touched(() =>
        db.bookings.put(makeBooking(1, { scheduled_at: inDay(9), status: 'checked_in' })),
      ),
    ).toBe(true);
    expect(await touched(() => db.bookings.put(makeBooking(3, { scheduled_at: inDay(15) })))).toBe(
      true,
    );
    expect(
      await touched(() => db.bookings.put(makeBooking(2, { scheduled_at: daysAway(2) }))),
    ).toBe(true);
    expect(await touched(() => db.bookings.delete(2))).toBe(true);
    // A commit of many records names whole ranges: it touches the day.
    const many = Array.from({ length: 60 }, (_, i) =>
      makeBooking(100 + i, { scheduled_at: daysAway(10 + (i % 5)) }),
    );
    expect(await touched(() => db.bookings.bulkPut(many))).toBe(true);
    // A range of keys: only one that holds a shown booking.
    expect(await touched(() => db.bookings.where('id').above(99).delete())).toBe(false);
    expect(await touched(() => db.bookings.where('id').below(2).delete())).toBe(true);
    expect(await touched(() => db.bookings.clear())).toBe(true);
  });
});
