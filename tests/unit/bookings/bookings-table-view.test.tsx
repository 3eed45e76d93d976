import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import type { Booking } from '../../../src/db/types';
import {
  prefetchFirstBookings,
  useFirstBookings,
} from '../../../src/features/bookings/hooks/use-first-bookings';
import { runSignOutHooks } from '../../../src/lib/sign-out-hooks';
import { askFirstPageAhead } from '../../../src/sync/first-page-ahead';
import { FEED_WALKED_KEY } from '../../../src/sync/mirror-fill';
import { fakeServer, json, resetDb, VENDOR } from '../sync/fake-server';
import { dayKey } from '../../../src/features/bookings/lib/filters';
import { initBookingsI18n } from './test-i18n';
import { makeBooking, markMirror } from './fixtures';

/** The data grid's code is not loaded here: a stand-in says when the screen swaps to it. */
const grid = vi.hoisted(() => ({ ready: false }));
vi.mock('../../../src/features/bookings/hooks/use-bookings-grid', () => ({
  useBookingsGrid: (): ComponentType<{ rows: Booking[] }> | null =>
    grid.ready ? ({ rows }) => <div data-testid="grid">{rows.length} rows in the grid</div> : null,
}));

/** Local 08:00 today, `days` from now. */
function todayAt8(days = 0): number {
  const d = new Date();
  d.setHours(8, 0, 0, 0);
  d.setDate(d.getDate() + days);
  return d.getTime();
}

/**
 * Bookings 1..n an hour apart from 08:00 today, booking 1 the earliest; stored in reverse so that
 * order comes from the index. Three more from last week, which the screen leaves out at first.
 */
function bookings(n: number): Booking[] {
  const past = [101, 102, 103].map((id, i) =>
    makeBooking(id, {
      scheduled_at: new Date(todayAt8(-7) + i * 3_600_000).toISOString(),
      client: { first_name: `Past${id}`, last_name: 'Test' },
      status: 'completed',
    }),
  );
  const coming = Array.from({ length: n }, (_, i) =>
    makeBooking(i + 1, {
      scheduled_at: new Date(todayAt8() + i * 3_600_000).toISOString(),
      client: { first_name: `Client${i + 1}`, last_name: 'Test' },
    }),
  );
  return [...past, ...coming].reverse();
}

const TODAY = { from: dayKey(new Date()), to: '' };

async function renderScreen(path = '/bookings') {
  const { BookingsTableView } =
    await import('../../../src/features/bookings/components/bookings-table-view');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BookingsTableView />
    </MemoryRouter>,
  );
}

// The first test to render the screen also compiles it and MUI: give each test some room.
describe('bookings table screen', { timeout: 30_000 }, () => {
  beforeAll(() => initBookingsI18n());
  beforeEach(async () => {
    grid.ready = false;
    await resetDb();
    await db.bookings.bulkPut(bookings(40));
    await markMirror('landed');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the earliest bookings of the days asked for and the counts, read ahead of its first render', async () => {
    await prefetchFirstBookings(3, TODAY);
    const { result } = renderHook(() => useFirstBookings(3, TODAY));
    expect(result.current?.rows.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(result.current?.shown).toBe(40);
    expect(result.current?.total).toBe(43);
    // Then the mirror's changes come through the live query.
    await db.bookings.put(
      makeBooking(99, { scheduled_at: new Date(todayAt8() - 3_600_000).toISOString() }),
    );
    await waitFor(() => expect(result.current?.rows.map((b) => b.id)).toEqual([99, 1, 2]));
    expect(result.current?.total).toBe(44);
  });

  it('reads every day, the past included, when the first day is left open', async () => {
    const { result } = renderHook(() => useFirstBookings(2, { from: '', to: '' }));
    await waitFor(() => expect(result.current?.rows.map((b) => b.id)).toEqual([101, 102]));
    expect(result.current?.shown).toBe(43);
  });

  it('opens on today and after in a plain table where a row opens the booking', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(rows[0]).toHaveTextContent('Client1 Test');
    expect(rows[1]).toHaveTextContent('Client2 Test');
    expect(table).not.toHaveTextContent('Past101');
    expect(await screen.findByText('40 of 43 bookings')).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Filter bookings' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Open booking #2 of Client2 Test' }));
    // The drawer is a chunk of its own: on a busy machine it takes a moment to load.
    const drawer = await screen.findByRole('dialog', { name: 'Client2 Test' }, { timeout: 5000 });
    expect(drawer).toHaveTextContent('Booking #2');
  });

  it('swaps to the grid once its code has run and the whole mirror is read', async () => {
    grid.ready = true;
    await renderScreen();
    expect(await screen.findByTestId('grid')).toHaveTextContent('40 rows in the grid');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('while a first pull fills the mirror shows the first rows as they land, and the whole list once it has landed', async () => {
    grid.ready = true;
    await resetDb();
    await markMirror('filling');
    await renderScreen();
    expect(await screen.findByText('Loading your bookings: 0 so far')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    // From here on the mirror is not counted while it fills (IndexedDB would step through the
    // whole index, and the walk's next page would wait): the walk's tally says how many so far.
    const counts = [
      vi.spyOn(IDBObjectStore.prototype, 'count'),
      vi.spyOn(IDBIndex.prototype, 'count'),
    ];
    // The filter fields wait for the first rows, not the other way round (their code is loaded).
    await import('../../../src/features/bookings/components/booking-filters-bar');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('group', { name: 'Filter bookings' })).toBeNull();
    // A page lands with the walk's tally: its rows show, read from the index, and the tally.
    await db.transaction('rw', [db.bookings, db.meta], async () => {
      await db.bookings.bulkPut(bookings(40).slice(0, 20));
      await db.meta.put({ key: FEED_WALKED_KEY, value: 20 });
    });
    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Client21 Test');
    expect(await screen.findByRole('group', { name: 'Filter bookings' })).toBeVisible();
    expect(await screen.findByText('Loading your bookings: 20 so far')).toBeVisible();
    expect(screen.queryByTestId('grid')).toBeNull();
    for (const count of counts) expect(count).not.toHaveBeenCalled();
    // The last page lands: the whole mirror is read, and the grid takes over.
    await db.bookings.bulkPut(bookings(40).slice(20));
    await markMirror('landed');
    expect(await screen.findByTestId('grid')).toHaveTextContent('40 rows in the grid');
    expect(await screen.findByText('40 of 43 bookings')).toBeVisible();
  });

  it("on a first sign-in shows the first page's bookings as the server sent them, before they are stored", async () => {
    await resetDb();
    await markMirror('filling');
    // The walk's first page, asked for at start: bookings from today on, a past one the days
    // leave out, and a deleted one; in no particular order.
    const page = bookings(40).filter((b) => Number(b.id) <= 15 || b.id === 101);
    fakeServer(() =>
      json(200, {
        data: {
          cursor: 'p1',
          more: true,
          changes: [
            ...page.map((b) => ({ type: 'bookings', id: b.id, record: b })),
            { type: 'bookings', id: 500, deleted: true },
            { type: 'offers', id: 1, record: { id: 1, title: 'Offer' } },
          ],
        },
      }),
    );
    askFirstPageAhead(VENDOR.token);
    try {
      await renderScreen();
      const table = await screen.findByRole('table', { name: 'Bookings' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows[0]).toHaveTextContent('Client1 Test');
      expect(rows[1]).toHaveTextContent('Client2 Test');
      expect(table).not.toHaveTextContent('Past101');
      expect(await db.bookings.count()).toBe(0);
      // The page lands with the walk's tally: the mirror's rows take over, and the tally.
      await db.transaction('rw', [db.bookings, db.meta], async () => {
        await db.bookings.bulkPut(bookings(40).slice(0, 20));
        await db.meta.put({ key: FEED_WALKED_KEY, value: 20 });
      });
      await waitFor(() =>
        expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Client21 Test'),
      );
      expect(await screen.findByText('Loading your bookings: 20 so far')).toBeVisible();
    } finally {
      await runSignOutHooks(undefined);
      vi.unstubAllGlobals();
    }
  });

  it('shows the older bookings too with one tap on "Past bookings", and back', async () => {
    const user = userEvent.setup();
    grid.ready = true;
    await renderScreen();
    expect(await screen.findByTestId('grid')).toHaveTextContent('40 rows in the grid');
    const past = await screen.findByRole('button', { name: 'Past bookings' });
    expect(past).toHaveAttribute('aria-pressed', 'false');
    await user.click(past);
    expect(await screen.findByTestId('grid')).toHaveTextContent('43 rows in the grid');
    expect(screen.getByText('43 of 43 bookings')).toBeVisible();
    expect(past).toHaveAttribute('aria-pressed', 'true');
    await user.click(past);
    expect(await screen.findByText('40 of 43 bookings')).toBeVisible();
  });

  it('opens an address that asks for every day (?from=all) on the oldest booking', async () => {
    await renderScreen('/bookings?from=all');
    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Past101 Test');
    expect(await screen.findByText('43 of 43 bookings')).toBeVisible();
  });

  it('waits for the whole mirror when filters are set, then shows what matches', async () => {
    await renderScreen('/bookings?q=Client12');
    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    expect(screen.getByText('1 of 43 bookings')).toBeVisible();
  });
});
