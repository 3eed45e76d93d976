import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import { AWAITING_LIMIT, loadSummary } from '../../../src/features/dashboard/lib/summarize';
import { FEED_RESYNC_KEY } from '../../../src/sync/pull-state';
import { makeBooking } from './fixtures';

const now = new Date(2026, 2, 10, 12, 0);
const at = (d: number, h: number) => new Date(2026, 2, d, h).toISOString();

beforeAll(() => db.open());
afterEach(() => Promise.all([db.bookings.clear(), db.meta.clear(), db.dashboard.clear()]));

describe('dashboard summary from the bookings mirror', () => {
  const bookings = [
    makeBooking(1, { status: 'completed', scheduled_at: at(10, 8) }),
    makeBooking(2, { status: 'pending', scheduled_at: at(10, 15) }),
    makeBooking(3, { status: 'confirmed', scheduled_at: at(11, 9) }),
    makeBooking(4, { status: 'pending', scheduled_at: at(9, 9) }),
    makeBooking(5, { status: 'cancelled', scheduled_at: at(10, 23) }),
    makeBooking(6, { status: 'confirmed', scheduled_at: at(10, 11) }),
  ];

  it("lists today's bookings in time order", async () => {
    await db.bookings.bulkPut(bookings);
    const s = await loadSummary(now);
    expect(s.today.map((b) => b.id)).toEqual([1, 6, 2, 5]);
  });

  it('counts every status, zero included', async () => {
    await db.bookings.bulkPut(bookings);
    const s = await loadSummary(now);
    expect(s.counts).toEqual({
      pending: 2,
      confirmed: 2,
      sample_collected: 0,
      report_ready: 0,
      completed: 1,
      cancelled: 1,
      no_show: 0,
    });
    expect(s.total).toBe(6);
  });

  it('lists the next pending or confirmed bookings from now on', async () => {
    await db.bookings.bulkPut(bookings);
    const s = await loadSummary(now);
    expect(s.next.map((b) => b.id)).toEqual([2, 3]);
  });

  it('lists the next ones past many pending and confirmed bookings of the hours before now', async () => {
    // More of each status in the day before now than one read of the index takes.
    const earlier = Array.from({ length: 120 }, (_, i) =>
      makeBooking(200 + i, {
        status: i % 2 === 0 ? 'pending' : 'confirmed',
        scheduled_at: new Date(now.getTime() - (i + 1) * 10 * 60_000).toISOString(),
      }),
    );
    const later = Array.from({ length: 14 }, (_, i) =>
      makeBooking(400 + i, {
        status: i % 3 === 0 ? 'confirmed' : 'pending',
        scheduled_at: at(12 + i, 10),
      }),
    );
    await db.bookings.bulkPut([...earlier, ...later]);
    const s = await loadSummary(now);
    expect(s.next.map((b) => b.id)).toEqual(later.slice(0, 10).map((b) => b.id));
  });

  it('lists the soonest pending bookings as awaiting the lab, and counts them all', async () => {
    const many = Array.from({ length: AWAITING_LIMIT + 5 }, (_, i) =>
      makeBooking(100 + i, { status: 'pending', scheduled_at: at(20, 0 + (i % 24)) }),
    );
    await db.bookings.bulkPut([...bookings, ...many]);
    const s = await loadSummary(now);
    expect(s.awaitingTotal).toBe(AWAITING_LIMIT + 7);
    expect(s.awaiting).toHaveLength(AWAITING_LIMIT);
    expect(s.awaiting.slice(0, 2).map((b) => b.id)).toEqual([4, 2]);
  });

  it('follows a status change made in the mirror', async () => {
    await db.bookings.bulkPut(bookings);
    await db.bookings.put(makeBooking(2, { status: 'confirmed', scheduled_at: at(10, 15) }));
    const s = await loadSummary(now);
    expect(s.counts.pending).toBe(1);
    expect(s.awaiting.map((b) => b.id)).toEqual([4]);
  });

  describe('while a walk of the whole state has not landed its last page', () => {
    const serverFigures = {
      generated_at: at(10, 12),
      today: [],
      upcoming: [],
      awaiting_action: [],
      counts_by_status: { pending: 40, completed: 900, cancelled: 60, sample_collected: 3 },
      weekly: [],
      totals: { bookings: 1003, revenue: 0, clients: 0 },
    };

    it("counts with the server's figures, lists from the mirror", async () => {
      await db.bookings.bulkPut(bookings);
      await db.dashboard.put({ key: 'current', data: serverFigures, fetchedAt: now.getTime() });
      await db.meta.put({ key: FEED_RESYNC_KEY, value: true });
      const s = await loadSummary(now);
      expect(s.counts).toEqual({
        pending: 40,
        confirmed: 0,
        sample_collected: 3,
        report_ready: 0,
        completed: 900,
        cancelled: 60,
        no_show: 0,
      });
      expect(s.total).toBe(1003);
      expect(s.awaitingTotal).toBe(40);
      expect(s.today.map((b) => b.id)).toEqual([1, 6, 2, 5]);
    });

    it("counts the mirror again once the walk's last page landed", async () => {
      await db.bookings.bulkPut(bookings);
      await db.dashboard.put({ key: 'current', data: serverFigures, fetchedAt: now.getTime() });
      await db.meta.put({ key: FEED_RESYNC_KEY, value: false });
      const s = await loadSummary(now);
      expect(s.counts.completed).toBe(1);
      expect(s.total).toBe(6);
    });
  });
});
