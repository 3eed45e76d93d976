import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import { readBetween, readDay } from '../../../src/db/day-bookings';
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
