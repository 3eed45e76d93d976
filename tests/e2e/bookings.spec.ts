import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { api, signInFast, waitForServiceWorker } from './fixtures';
import {
  aloneInMonthView,
  clientName as name,
  localDay,
  loneSlot,
  type ServerBookingBase,
} from './bookings-data';
import { addBookingFromAnotherProcess, removeAddedBookings } from './live-sync-helpers';

type Booking = ServerBookingBase;

// A booking added for a test goes with it: the tests after it share the server.
test.afterEach(() => removeAddedBookings());

interface Dashboard {
  counts_by_status: Record<string, number>;
  totals: { bookings: number; revenue: number; clients: number };
  weekly: { week_start: string; bookings: number }[];
}

const STATUS_NAMES: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  sample_collected: 'Sample collected',
  report_ready: 'Report ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** RFC 4180 parser for the exported file (quoted fields may hold commas, quotes, newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      endField();
    } else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** Future pending bookings, soonest first (the ones the lab can still accept). */
async function pendingBookings(page: Page): Promise<Booking[]> {
  const all = await api<Booking[]>(page, '/bookings');
  return all
    .filter((b) => b.status === 'pending' && Date.parse(b.scheduled_at) > Date.now())
    .sort((a, b) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at));
}

test('the dashboard shows the demo lab figures of GET /dashboard/', async ({ page }) => {
  await signInFast(page);
  const dashboard = await api<Dashboard>(page, '/dashboard/');
  const counts = page.getByRole('region', { name: 'Bookings by status' });
  for (const [status, n] of Object.entries(dashboard.counts_by_status)) {
    await expect(
      counts.getByRole('link', { name: `${n} ${STATUS_NAMES[status]}`, exact: true }),
    ).toBeVisible();
  }
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByRole('group', { name: 'Bookings' })).toContainText(
    String(dashboard.totals.bookings),
  );
  await expect(totals.getByRole('group', { name: 'Clients' })).toContainText(
    String(dashboard.totals.clients),
  );
  const awaiting = page.getByRole('region', { name: 'Waiting for you' });
  await expect(awaiting).toContainText(`${dashboard.counts_by_status.pending} bookings`);
  const trends = page.getByRole('region', { name: 'Last 8 weeks' });
  await trends.scrollIntoViewIfNeeded();
  // The chart's bars carry their counts; its table equivalent says the same to screen readers.
  const weeks = trends.getByRole('table', { name: 'Bookings per week' });
  await expect(weeks.getByRole('row')).toHaveCount(dashboard.weekly.length + 1);
  const lastWeek = dashboard.weekly.at(-1);
  if (lastWeek) {
    await expect(weeks.getByRole('row').last().getByRole('cell')).toHaveText(
      String(lastWeek.bookings),
    );
  }
  await expect(page.getByText(/Updated .*ago/)).toBeVisible();
});

test('the calendar shows a booking on its day in month, week and day views', async ({ page }) => {
  await signInFast(page);
  let all = await api<Booking[]>(page, '/bookings');
  let booking = all.find((b) => aloneInMonthView(all, b));
  if (!booking) {
    // None of the seed's is alone so at today's date: one comes from the marketplace, as bookings
    // do, on an empty day.
    const slot = loneSlot(all);
    const minutes = Math.round((slot.at.getTime() - Date.now()) / 60_000);
    const id = await addBookingFromAnotherProcess(slot.client ?? 'Calendar Solo', minutes);
    all = await api<Booking[]>(page, '/bookings');
    booking = all.find((b) => b.id === id);
  }
  expect(
    booking && aloneInMonthView(all, booking),
    'a booking alone on its day, its client on no other in its month view',
  ).toBe(true);
  if (!booking) return;
  const day = localDay(booking.scheduled_at);
  const weekday = new Date(booking.scheduled_at).toLocaleDateString('en-US', { weekday: 'short' });

  for (const view of ['month', 'week', 'day'] as const) {
    await page.goto(`/calendar?view=${view}&date=${day}`);
    const event = page.locator('.rbc-event', { hasText: name(booking) });
    await expect(event, `${view} view`).toBeVisible();
    if (view !== 'day') {
      // The event sits in the column of its weekday.
      const header = page.locator('.rbc-header', { hasText: weekday }).first();
      const [eb, hb] = [await event.boundingBox(), await header.boundingBox()];
      expect(eb && hb, `${view} boxes`).toBeTruthy();
      if (!eb || !hb) return;
      const centre = eb.x + eb.width / 2;
      expect(centre, `${view} column`).toBeGreaterThanOrEqual(hb.x);
      expect(centre, `${view} column`).toBeLessThanOrEqual(hb.x + hb.width);
    } else {
      await expect(page.locator('.rbc-toolbar-label')).toContainText(
        String(new Date(booking.scheduled_at).getDate()),
      );
    }
  }
  await page.locator('.rbc-event', { hasText: name(booking) }).click();
  const drawer = page.getByRole('dialog', { name: name(booking) });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(`Booking #${booking.id}`);
});

test('the table filters to one status and exports exactly those rows as CSV', async ({ page }) => {
  await signInFast(page);
  const all = await api<Booking[]>(page, '/bookings');
  const wanted = all.filter((b) => b.status === 'report_ready');
  expect(wanted.length).toBeGreaterThan(0);
  await page.goto('/bookings');
  // The table opens on today and after; reports are ready for past visits: show those too.
  await page.getByRole('button', { name: 'Past bookings' }).click();
  await expect(page.getByText(`${all.length} of ${all.length} bookings`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Report ready' }).click();
  await expect(page.getByText(`${wanted.length} of ${all.length} bookings`)).toBeVisible();
  await expect(page).toHaveURL(/status=report_ready/);
  const cells = page
    .getByRole('gridcell')
    .filter({ hasText: /^(Pending|Confirmed|Completed|Cancelled)$/ });
  await expect(cells).toHaveCount(0);

  // The export follows the grid's sorting: by price, highest first.
  await page.getByRole('columnheader', { name: 'Price' }).click();
  await page.getByRole('columnheader', { name: 'Price' }).click();
  await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const bytes = readFileSync(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(header?.[0]).toBe('Booking');
  expect(header?.[3]).toBe('Status');
  expect(rows).toHaveLength(wanted.length);
  expect(rows.map((r) => Number(r[0])).sort((a, b) => a - b)).toEqual(
    wanted.map((b) => b.id).sort((a, b) => a - b),
  );
  for (const row of rows) expect(row[3]).toBe('Report ready');
  const prices = rows.map((r) => Number(r[9]));
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});

test.describe('before the data grid has loaded', () => {
  // The worker would answer the grid's chunk itself: without it, the test can hold it back.
  test.use({ serviceWorkers: 'block' });

  test('the table shows the first bookings in a plain table whose rows open the booking', async ({
    page,
  }) => {
    await page.route(/\/assets\/bookings-grid-[^/]*\.js$/, () => undefined);
    await signInFast(page);
    const all = await api<Booking[]>(page, '/bookings');
    // The table opens on today and after (the browser and the server share the clock's zone).
    const midnight = new Date().setHours(0, 0, 0, 0);
    const earliest = all
      .filter((b) => Date.parse(b.scheduled_at) >= midnight)
      .sort((a, b) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at) || a.id - b.id);
    await page.goto('/bookings');
    const table = page.getByRole('table', { name: 'Bookings' });
    await expect(table.getByRole('row').nth(1)).toContainText(name(earliest[0]!));
    await expect(page.getByText(`${earliest.length} of ${all.length} bookings`)).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);

    const second = earliest[1]!;
    const open = table.getByRole('button', {
      name: `Open booking #${second.id} of ${name(second)}`,
    });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`booking=${second.id}`));
    await expect(page.getByRole('dialog', { name: name(second) })).toContainText(
      `Booking #${second.id}`,
    );
  });
});

test('accepting a pending booking on the dashboard confirms it on the server', async ({ page }) => {
  await signInFast(page);
  const [booking] = await pendingBookings(page);
  expect(booking).toBeDefined();
  if (!booking) return;
  await page
    .getByRole('button', { name: `Accept booking #${booking.id} of ${name(booking)}` })
    .click();
  await expect(
    page.getByRole('button', { name: `Accept booking #${booking.id} of ${name(booking)}` }),
  ).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await api<Booking[]>(page, '/bookings')).find((b) => b.id === booking.id)?.status,
    )
    .toBe('confirmed');
});

test('offline, the table and calendar still show bookings and a change waits until online', async ({
  page,
  context,
}) => {
  await signInFast(page);
  const pending = await pendingBookings(page);
  const booking = pending.at(-1);
  expect(booking).toBeDefined();
  if (!booking) return;
  const byName = `/bookings?q=${encodeURIComponent(name(booking))}`;
  await page.goto(byName);
  await expect(page.getByRole('gridcell', { name: name(booking) }).first()).toBeVisible();
  await page.goto('/calendar');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  await page.goto(`/calendar?view=day&date=${localDay(booking.scheduled_at)}`);
  await expect(page.locator('.rbc-event', { hasText: name(booking) }).first()).toBeVisible();
  await page.goto(byName);
  await expect(page.getByRole('gridcell', { name: name(booking) }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('gridcell', { name: name(booking) }).first()).toBeVisible();

  // The header search reads the mirror too.
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByPlaceholder('Search…').fill(name(booking));
  await expect(page.getByRole('option', { name: new RegExp(name(booking)) }).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/bookings?booking=${booking.id}`);
  const drawer = page.getByRole('dialog', { name: name(booking) });
  await drawer.getByRole('button', { name: 'Confirm' }).click();
  await expect(drawer.getByText('Waiting to sync')).toBeVisible();
  await expect(drawer.locator('[data-status]').first()).toHaveText('Confirmed');
  // Still offline: the server has not heard of it.
  const onServer = async () =>
    (await api<Booking[]>(page, '/bookings')).find((b) => b.id === booking.id)?.status;
  expect(await onServer()).toBe('pending');

  await context.setOffline(false);
  await expect(drawer.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(onServer).toBe('confirmed');
});

test('a change the server refuses returns to the old status and shows why', async ({
  page,
  context,
}) => {
  await signInFast(page);
  const booking = (await pendingBookings(page))[1];
  expect(booking).toBeDefined();
  if (!booking) return;
  await page.goto(`/bookings?booking=${booking.id}`);
  const drawer = page.getByRole('dialog', { name: name(booking) });
  await expect(drawer.locator('[data-status]').first()).toHaveText('Pending');

  await context.setOffline(true);
  await drawer.getByRole('button', { name: 'Confirm' }).click();
  await expect(drawer.getByText('Waiting to sync')).toBeVisible();
  // Meanwhile someone else cancels it on the server: confirming is no longer allowed.
  await api(page, `/bookings/${booking.id}/`, { method: 'PATCH', body: { status: 'cancelled' } });
  await context.setOffline(false);

  await expect(drawer.getByRole('alert')).toContainText('The last change was refused');
  await expect(drawer.getByRole('alert')).toContainText(/cancelled/);
  await expect(drawer.getByText('Waiting to sync')).toHaveCount(0);
  await expect(drawer.locator('[data-status]').first()).not.toHaveText('Confirmed');
});

test('the header search finds a booking as the vendor types and opens it with the keyboard', async ({
  page,
}) => {
  await signInFast(page);
  const [booking] = await api<Booking[]>(page, '/bookings');
  expect(booking).toBeDefined();
  if (!booking) return;
  await page.getByRole('button', { name: 'Open search' }).click();
  const input = page.getByPlaceholder('Search…');
  // Case and accents do not matter.
  await input.fill(name(booking).toUpperCase());
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await expect(results.getByRole('option').first()).toContainText(name(booking));
  await input.press('ArrowDown');
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/bookings\?booking=\d+/);
  await expect(page.getByRole('dialog', { name: name(booking) })).toBeVisible();
  await expect(page.getByPlaceholder('Search…')).toHaveCount(0);
});

test('the sign-in screen loads none of the calendar or grid code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet') scripts.push(r.url());
  });
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((u) => /calendar-view|bookings-table-view|bookings-grid/.test(u))).toEqual(
    [],
  );
});
