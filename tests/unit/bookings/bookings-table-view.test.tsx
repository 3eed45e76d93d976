import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import commonDe from '../../../public/locales/de/common.json';
import common from '../../../public/locales/en/common.json';
import de from '../../../public/locales/de/bookings.json';
import en from '../../../public/locales/en/bookings.json';
import { db } from '../../../src/db/db';
import type { Booking } from '../../../src/db/types';
import {
  prefetchFirstBookings,
  useFirstBookings,
} from '../../../src/features/bookings/hooks/use-first-bookings';
import { resetDb } from '../sync/fake-server';
import { makeBooking } from './fixtures';

/** The data grid's code is not loaded here: a stand-in says when the screen swaps to it. */
const grid = vi.hoisted(() => ({ ready: false }));
vi.mock('../../../src/features/bookings/hooks/use-bookings-grid', () => ({
  useBookingsGrid: (): ComponentType<{ rows: Booking[] }> | null =>
    grid.ready ? ({ rows }) => <div data-testid="grid">{rows.length} rows in the grid</div> : null,
}));

/** Bookings 1..n, booking 1 the earliest; stored in reverse so that order comes from the index. */
function bookings(n: number): Booking[] {
  return Array.from({ length: n }, (_, i) =>
    makeBooking(i + 1, {
      scheduled_at: new Date(Date.UTC(2026, 2, 1, 8) + i * 3_600_000).toISOString(),
      client: { first_name: `Client${i + 1}`, last_name: 'Test' },
    }),
  ).reverse();
}

async function renderScreen(path = '/bookings') {
  const { BookingsTableView } =
    await import('../../../src/features/bookings/components/bookings-table-view');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BookingsTableView />
    </MemoryRouter>,
  );
}

describe('bookings table screen', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { bookings: en, common }, de: { bookings: de, common: commonDe } },
      ns: ['bookings', 'common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });
  beforeEach(async () => {
    grid.ready = false;
    await resetDb();
    await db.bookings.bulkPut(bookings(40));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the earliest bookings and the total read ahead of its first render', async () => {
    await prefetchFirstBookings(3);
    const { result } = renderHook(() => useFirstBookings(3));
    expect(result.current?.rows.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(result.current?.total).toBe(40);
    // Then the mirror's changes come through the live query.
    await db.bookings.put(makeBooking(99, { scheduled_at: '2026-01-01T08:00:00.000Z' }));
    await waitFor(() => expect(result.current?.rows.map((b) => b.id)).toEqual([99, 1, 2]));
    expect(result.current?.total).toBe(41);
  });

  it('shows the first rows in a plain table where a row opens the booking', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(rows[0]).toHaveTextContent('Client1 Test');
    expect(rows[1]).toHaveTextContent('Client2 Test');
    expect(await screen.findByText('40 of 40 bookings')).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Filter bookings' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Open booking #2 of Client2 Test' }));
    const drawer = await screen.findByRole('dialog', { name: 'Client2 Test' });
    expect(drawer).toHaveTextContent('Booking #2');
  });

  it('swaps to the grid once its code has run and the whole mirror is read', async () => {
    grid.ready = true;
    await renderScreen();
    expect(await screen.findByTestId('grid')).toHaveTextContent('40 rows in the grid');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('waits for the whole mirror when filters are set, then shows what matches', async () => {
    await renderScreen('/bookings?q=Client12');
    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    expect(screen.getByText('1 of 40 bookings')).toBeVisible();
  });
});
