import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { auditFit } from './fit-audit';
import { api, signInFast, waitForServiceWorker } from './fixtures';
import { bookingsOf, clientName as name, clock, type ServerBookingBase } from './bookings-data';
import { expect, test } from './test';

interface Booking extends ServerBookingBase {
  tests: { name: string }[];
  price: number;
}

const PHONE = { width: 360, height: 640 };
const TABLET = { width: 768, height: 1024 };

const list = (page: Page) => page.getByRole('list', { name: 'Bookings' });
const cardOf = (page: Page, b: Booking) =>
  list(page)
    .getByRole('listitem')
    .filter({ hasText: name(b) })
    .filter({ hasText: clock(b.scheduled_at) });

// The bookings and the calendar where a finger uses them.

test.describe('on a phone (360 x 640)', () => {
  test.use({ viewport: PHONE });

  test('the bookings are cards from today on: time, client, tests, status, price, actions', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await signInFast(page);
    const { all, coming } = await bookingsOf<Booking>(page);
    await page.goto('/bookings');
    await expect(page.getByText(`${coming.length} of ${all.length} bookings`)).toBeVisible();
    const first = list(page).getByRole('listitem').first();
    const booking = coming[0]!;
    await expect(first).toContainText(name(booking));
    await expect(first).toContainText(clock(booking.scheduled_at));
    await expect(first).toContainText(booking.tests[0]!.name);
    await expect(first).toContainText(`€${booking.price.toFixed(2)}`);
    await expect(first.locator('[data-status]')).toHaveAttribute('data-status', booking.status);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    // No data grid code on a phone, nor the table's filter fields (MUI's select and its popover).
    expect(
      scripts.filter((u) => /bookings-grid|booking-filters-bar|TextField|Popover/.test(u)),
    ).toEqual([]);

    const audit = await auditFit(page);
    expect(audit.scrollWidth).toBeLessThanOrEqual(audit.innerWidth);
    expect(audit.small).toEqual([]);
  });

  test("a card's action changes the status on the server; a tap on the card opens it", async ({
    page,
  }) => {
    await signInFast(page);
    const { coming } = await bookingsOf<Booking>(page);
    const booking = coming.find((b) => b.status === 'pending');
    expect(booking, 'a pending booking from today on').toBeDefined();
    if (!booking) return;
    await page.goto('/bookings');
    // The list draws only the cards near the screen: find the booking's client first.
    await page.getByRole('searchbox', { name: 'Client, tests or notes' }).fill(name(booking));
    const card = cardOf(page, booking);
    // The list can draw the card again as the search settles (the first page, then the mirror's
    // list): wait for it, and let the click (which retries on a detached element) scroll to it.
    await expect(card).toBeVisible();
    await card
      .getByRole('button', { name: `Confirm: booking #${booking.id} of ${name(booking)}` })
      .click();
    await expect(card.locator('[data-status]')).toHaveText('Confirmed');
    await expect
      .poll(
        async () =>
          (await api<Booking[]>(page, '/bookings')).find((b) => b.id === booking.id)?.status,
      )
      .toBe('confirmed');

    await card.getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`booking=${booking.id}`));
    const drawer = page.getByRole('dialog', { name: name(booking) });
    await expect(drawer).toContainText(`Booking #${booking.id}`);
    await expect(drawer.locator('[data-status]').first()).toHaveText('Confirmed');
  });

  test('status and days fold into a sheet behind a button that counts them', async ({ page }) => {
    await signInFast(page);
    const { coming } = await bookingsOf<Booking>(page);
    const confirmed = coming.filter((b) => b.status === 'confirmed');
    expect(confirmed.length).toBeGreaterThan(0);
    await page.goto('/bookings');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter bookings' });
    await expect(sheet.getByLabel('From')).toHaveValue(
      new Date().toLocaleDateString('en-CA'), // YYYY-MM-DD
    );
    await sheet.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Confirmed' }).click();
    await sheet.getByRole('button', { name: `Show ${confirmed.length} bookings` }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/status=confirmed/);
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    const statuses = list(page).locator('[data-status]');
    await expect(statuses.first()).toBeVisible();
    for (const status of await statuses.all()) {
      await expect(status).toHaveAttribute('data-status', 'confirmed');
    }
  });

  test('older bookings are one tap away, and the long list keeps few cards in the page', async ({
    page,
  }) => {
    await signInFast(page);
    const { all } = await bookingsOf<Booking>(page);
    await page.goto('/bookings');
    await page.getByRole('button', { name: 'Past bookings' }).click();
    await expect(page).toHaveURL(/from=all/);
    await expect(page.getByText(`${all.length} of ${all.length} bookings`)).toBeVisible();
    await expect(list(page).getByRole('listitem').first()).toContainText(name(all[0]!));
    const drawn = await list(page).getByRole('listitem').count();
    expect(drawn).toBeLessThan(all.length / 2);

    // To the end of the list: the last booking is drawn, and still only a few cards.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cardOf(page, all.at(-1)!)).toBeVisible();
    expect(await list(page).getByRole('listitem').count()).toBeLessThan(all.length / 2);
  });

  test('offline, the search finds bookings in the mirror and the CSV export works', async ({
    page,
    context,
  }) => {
    await signInFast(page);
    const { all, coming } = await bookingsOf<Booking>(page);
    const booking = coming.at(-1)!;
    const sameName = coming.filter((b) => name(b) === name(booking));
    await page.goto('/bookings');
    await expect(list(page).getByRole('listitem').first()).toBeVisible();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();

    await page.getByRole('searchbox', { name: 'Client, tests or notes' }).fill(name(booking));
    await expect(page.getByText(`${sameName.length} of ${all.length} bookings`)).toBeVisible();
    await expect(cardOf(page, booking)).toBeVisible();
    await expect(list(page).getByRole('listitem')).toHaveCount(sameName.length);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = readFileSync(await (await downloading).path()).toString('utf8');
    const ids = file
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual(sameName.map((b) => b.id));
    await context.setOffline(false);
  });

  test('the calendar opens on a one-day agenda with each booking’s client and time', async ({
    page,
  }) => {
    await signInFast(page);
    const { coming } = await bookingsOf<Booking>(page);
    const endOfToday = new Date().setHours(24, 0, 0, 0);
    const today = coming.filter((b) => Date.parse(b.scheduled_at) < endOfToday);
    expect(today.length, 'bookings today in the demo data').toBeGreaterThan(0);
    await page.goto('/calendar');
    await expect(page.locator('.rbc-agenda-view')).toBeVisible();
    await expect(page.locator('.rbc-toolbar-label')).toContainText(
      new Date().toLocaleDateString('en-US', { weekday: 'long' }),
    );
    for (const booking of today) {
      const row = page.locator('.rbc-agenda-view tbody tr', { hasText: name(booking) }).filter({
        hasText: clock(booking.scheduled_at),
      });
      await expect(row).toBeVisible();
      // Readable: the name is on screen whole, not cut off.
      const cut = await row
        .locator('.agenda-booking strong')
        .evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(cut, `${name(booking)} cut off`).toBe(false);
    }
    const audit = await auditFit(page);
    expect(audit.scrollWidth).toBeLessThanOrEqual(audit.innerWidth);
    expect(audit.small).toEqual([]);

    // Next goes one day on; a tap on a booking opens it.
    const label = await page.locator('.rbc-toolbar-label').textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('.rbc-toolbar-label')).not.toHaveText(label ?? '');
    await page.getByRole('button', { name: 'Today' }).click();
    await page
      .getByRole('button', { name: new RegExp(name(today[0]!)) })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: name(today[0]!) })).toBeVisible();
  });
});

test.describe('on a tablet (768 x 1024)', () => {
  test.use({ viewport: TABLET });

  test('the bookings are a table from today on, and the calendar opens on the day', async ({
    page,
  }) => {
    await signInFast(page);
    const { all, coming } = await bookingsOf<Booking>(page);
    await page.goto('/bookings');
    await expect(page.getByText(`${coming.length} of ${all.length} bookings`)).toBeVisible();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('gridcell', { name: name(coming[0]!) }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Bookings' })).toHaveCount(0);

    await page.goto('/calendar');
    await expect(page.locator('.rbc-time-view')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Week' })).toHaveCount(0);
  });
});
