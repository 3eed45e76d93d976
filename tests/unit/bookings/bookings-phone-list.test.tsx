import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import type { Booking, BookingStatus } from '../../../src/db/types';
import type * as CsvModule from '../../../src/features/bookings/lib/csv';
import { resetDb } from '../sync/fake-server';
import { initBookingsI18n } from './test-i18n';
import { makeBooking, markMirror } from './fixtures';

// A phone's screen must not need the data grid: a stand-in would show if it were asked for.
vi.mock('../../../src/features/bookings/hooks/use-bookings-grid', () => ({
  useBookingsGrid: () => null,
}));
const csv = vi.hoisted(() => ({ downloads: [] as { text: string; name: string }[] }));
vi.mock('../../../src/features/bookings/lib/csv', async (original) => ({
  ...(await original<typeof CsvModule>()),
  downloadText: (text: string, name: string) => csv.downloads.push({ text, name }),
}));

/** A 360 px wide window: media queries answer as a phone's would. */
function phoneWidth(width = 360) {
  const matches = (query: string) =>
    [...query.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
      kind === 'max' ? width <= Number(px) : width >= Number(px),
    );
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function hoursFromToday8(hours: number): string {
  const d = new Date();
  d.setHours(8 + hours, 0, 0, 0);
  return d.toISOString();
}

/** `n` bookings an hour apart from 08:00 today, and one from last week. */
function bookings(n: number, status: BookingStatus = 'pending'): Booking[] {
  return [
    makeBooking(90_000, {
      scheduled_at: hoursFromToday8(-24 * 7),
      client: { first_name: 'Past', last_name: 'Client' },
      status: 'completed',
    }),
    ...Array.from({ length: n }, (_, i) =>
      makeBooking(i + 1, {
        scheduled_at: hoursFromToday8(i),
        client: { first_name: `Client${i + 1}`, last_name: 'Test' },
        tests: [{ id: 1, name: i % 2 ? 'Vitamin D' : 'Blood count', price: 20 }],
        status,
      }),
    ),
  ];
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

const card = (name: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name));

// The first test to render the screen also compiles it and MUI: give each test some room.
describe('bookings on a phone', { timeout: 30_000 }, () => {
  const realMatchMedia = window.matchMedia;
  beforeAll(() => initBookingsI18n());
  beforeEach(async () => {
    phoneWidth();
    csv.downloads = [];
    await resetDb();
    await markMirror('landed');
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows the bookings from today on as cards; a tap on one opens it', async () => {
    const user = userEvent.setup();
    await db.bookings.bulkPut(bookings(3));
    await renderScreen();
    const list = await screen.findByRole('list', { name: 'Bookings' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Client1 Test');
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[0]).toHaveTextContent('Blood count');
    expect(items[0]).toHaveTextContent('€20.00');
    expect(items[0]).toHaveTextContent('8:00 AM');
    expect(list).not.toHaveTextContent('Past Client');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await screen.findByText('3 of 4 bookings')).toBeVisible();

    // The card's upper part is one button (time, status, client, price, tests); then its actions.
    const [openSecond] = within(items[1]!).getAllByRole('button');
    expect(openSecond).toHaveAccessibleName(expect.stringContaining('Client2 Test'));
    await user.click(openSecond!);
    const drawer = await screen.findByRole('dialog', { name: 'Client2 Test' }, { timeout: 5000 });
    expect(drawer).toHaveTextContent('Booking #2');
  });

  it('draws only the cards near the window, however many there are', async () => {
    await db.bookings.bulkPut(bookings(2_000));
    await renderScreen();
    expect(
      await screen.findByText('2,000 of 2,001 bookings', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Bookings' });
    // Once the whole mirror is read the list is as tall as all of them, so the page scrolls as
    // if they were there...
    await waitFor(() => expect(parseFloat(list.style.height)).toBeGreaterThan(2_000 * 100), {
      timeout: 10_000,
    });
    // ...but only the cards in and near the window are drawn.
    const drawn = within(list).getAllByRole('listitem');
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn.length).toBeLessThan(20);
  });

  it("changes a booking's status from its card with one tap", async () => {
    const user = userEvent.setup();
    await db.bookings.bulkPut(bookings(2));
    await renderScreen();
    await screen.findByRole('list', { name: 'Bookings' });
    await user.click(screen.getByRole('button', { name: 'Confirm: booking #1 of Client1 Test' }));
    await waitFor(() => expect(card('Client1 Test')).toHaveTextContent('Confirmed'));
    expect((await db.bookings.get(1))?.status).toBe('confirmed');
    const queued = await db.outbox.toArray();
    expect(queued.map((r) => [r.method, r.path])).toEqual([['PATCH', '/bookings/1/']]);
    // Its next steps follow the new status, and the focus stays where the tap was.
    const next = screen.getByRole('button', {
      name: 'Sample collected: booking #1 of Client1 Test',
    });
    expect(next).toBeVisible();
    expect(next).toHaveFocus();
  });

  it('shows a booking whose status the app does not know, without actions', async () => {
    await db.bookings.bulkPut([
      ...bookings(1),
      makeBooking(7, {
        scheduled_at: hoursFromToday8(2),
        client: { first_name: 'Odd', last_name: 'Status' },
        status: 'on_hold' as BookingStatus,
      }),
    ]);
    await renderScreen();
    await screen.findByRole('list', { name: 'Bookings' });
    const odd = card('Odd Status');
    expect(odd).toHaveTextContent('on_hold');
    expect(within(odd!).queryByRole('group', { name: 'Change status' })).toBeNull();
    expect(
      within(card('Client1 Test')!).getByRole('group', { name: 'Change status' }),
    ).toBeVisible();
  });

  it('folds the status and days into a sheet behind a button that counts them', async () => {
    const user = userEvent.setup();
    await db.bookings.bulkPut([
      ...bookings(4),
      ...bookings(2, 'confirmed')
        .slice(1)
        .map((b) => ({ ...b, id: Number(b.id) + 100 })),
    ]);
    await renderScreen();
    await screen.findByText('6 of 7 bookings');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter bookings' }, { timeout: 5000 });
    await user.click(within(sheet).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.click(within(sheet).getByRole('button', { name: 'Show 2 bookings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    expect(screen.getByText('2 of 7 bookings')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Bookings' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('searches the mirror as the vendor types and shows the past one tap away', async () => {
    const user = userEvent.setup();
    await db.bookings.bulkPut(bookings(30));
    await renderScreen();
    await screen.findByText('30 of 31 bookings');
    await user.type(screen.getByRole('searchbox', { name: 'Client, tests or notes' }), 'client12');
    expect(await screen.findByText('1 of 31 bookings')).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('Client12 Test');
    await user.clear(screen.getByRole('searchbox', { name: 'Client, tests or notes' }));
    await user.click(screen.getByRole('button', { name: 'Past bookings' }));
    expect(await screen.findByText('31 of 31 bookings')).toBeVisible();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Past Client');
  });

  it('exports what the filters leave as CSV, in the list order', async () => {
    const user = userEvent.setup();
    await db.bookings.bulkPut(bookings(5));
    await renderScreen('/bookings?q=vitamin');
    await screen.findByText('2 of 6 bookings');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(csv.downloads).toHaveLength(1);
    const [header, ...rows] = csv.downloads[0]!.text.trim().split('\r\n');
    expect(header).toContain('Booking');
    expect(rows.map((row) => row.split(',')[0])).toEqual(['2', '4']);
  });
});
