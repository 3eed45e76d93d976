import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import type { Booking, BookingStatus } from '../../../src/db/types';
import { readDashboardRow } from '../../../src/features/dashboard/hooks/use-dashboard';
import { fromDashboard } from '../../../src/features/dashboard/lib/summarize';
import { runSignOutHooks } from '../../../src/lib/sign-out-hooks';
import { askFirstPageAhead } from '../../../src/sync/first-page-ahead';
import { booking } from '../sync/changes';
import { fakeServer, json, resetDb, VENDOR } from '../sync/fake-server';

const HOUR = 60 * 60 * 1000;

/** A booking `hours` from now, of `status`. */
function at(id: number, hours: number, status: BookingStatus): Booking {
  return {
    ...booking(id, status),
    scheduled_at: new Date(Date.now() + hours * HOUR).toISOString(),
  };
}

const SUMMARY = {
  generated_at: new Date().toISOString(),
  counts_by_status: { pending: 40, confirmed: 7, completed: 300 },
  weekly: [{ week_start: '2026-11-30', bookings: 12, revenue: 340 }],
  totals: { bookings: 347, revenue: 9100, clients: 80 },
  unread_count: 3,
};

/** A walk's first page as the server sends it: the lab's figures and the bookings from today on. */
function firstPage(bookings: Booking[]) {
  return fakeServer(() =>
    json(200, {
      data: {
        cursor: 'p1',
        more: true,
        changes: bookings.map((b) => ({ type: 'bookings', id: b.id, record: b })),
        summary: SUMMARY,
      },
    }),
  );
}

beforeEach(async () => {
  await resetDb();
});
afterEach(async () => {
  await runSignOutHooks(undefined);
});

describe("a first sign-in's dashboard before the data layer has written", () => {
  it("shows the first page's figures, and its lists from the page's bookings", async () => {
    const soon = at(1, 0.25, 'pending');
    const later = at(2, 0.5, 'confirmed');
    const done = at(3, 0.1, 'completed');
    const tomorrow = at(4, 30, 'pending');
    firstPage([tomorrow, later, done, soon]);
    askFirstPageAhead(VENDOR.token);

    const row = await readDashboardRow();
    expect(row).not.toBeNull();
    const data = row?.data;
    expect(data?.totals).toEqual(SUMMARY.totals);
    expect(data?.weekly).toEqual(SUMMARY.weekly);
    const sameDay = (b: Booking) =>
      new Date(b.scheduled_at).toDateString() === new Date().toDateString();
    expect(data?.today.map((b) => b.id)).toEqual(
      [done, soon, later].filter(sameDay).map((b) => b.id),
    );
    expect(data?.upcoming.map((b) => b.id)).toEqual([1, 2, 4]);
    expect(data?.awaiting_action.map((b) => b.id)).toEqual([1, 4]);
    // The screen's summary: the server's counts, the pending count (not the page's two).
    const summary = fromDashboard(data!);
    expect(summary.counts.pending).toBe(40);
    expect(summary.awaitingTotal).toBe(40);
    expect(summary.total).toBe(347);
  });

  it("is the mirror's row once there is one, and nothing without a first page or after sign-out", async () => {
    firstPage([at(1, 1, 'pending')]);
    expect(await readDashboardRow()).toBeNull(); // no first page asked for
    askFirstPageAhead(VENDOR.token);
    expect((await readDashboardRow())?.data.totals.bookings).toBe(347);
    const stored = fromSummaryRow(12);
    await db.dashboard.put(stored);
    expect(await readDashboardRow()).toEqual(stored);
    await db.dashboard.clear();
    await runSignOutHooks(VENDOR.token);
    expect(await readDashboardRow()).toBeNull();
  });
});

/** A dashboard row as the mirror keeps it, of `bookings` in all. */
function fromSummaryRow(bookings: number) {
  return {
    key: 'current' as const,
    fetchedAt: 1,
    data: {
      generated_at: SUMMARY.generated_at,
      today: [],
      upcoming: [],
      awaiting_action: [],
      counts_by_status: {},
      weekly: [],
      totals: { bookings, revenue: 0, clients: 0 },
    },
  };
}
