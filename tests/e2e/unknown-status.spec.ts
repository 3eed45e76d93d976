import { type Page } from '@playwright/test';
import { api, collectConsoleErrors, signInFast } from './fixtures';
import { aloneOnDay, clientName as name, localDay, type ServerBookingBase } from './bookings-data';
import { withE2eDb } from './e2e-db';
import { expect, test } from './test';

interface Booking extends ServerBookingBase {
  updated_at: string;
}

/** A status another server might send: not in the contract's flow. */
const OTHER = 'on_hold';

/** Sets a booking's status straight in the server's database, as another system would. */
function setStatusOnServer(id: number, status: string): void {
  withE2eDb((db) =>
    db
      .prepare('UPDATE bookings SET status = ?, updated_at = ? WHERE id = ?')
      .run(status, new Date().toISOString(), id),
  );
}

/** A finished booking alone on its day: no other test changes it, and the month view shows it. */
async function quietBooking(page: Page): Promise<Booking> {
  const all = await api<Booking[]>(page, '/bookings');
  const found = all.find((b) => b.status === 'completed' && aloneOnDay(all, b));
  if (!found) throw new Error('The demo data has no completed booking alone on its day');
  return found;
}

test('a status the app does not know shows as a neutral chip with no actions, everywhere', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await signInFast(page);
  const booking = await quietBooking(page);
  setStatusOnServer(booking.id, OTHER);
  try {
    await page.reload();
    // The dashboard counts it in a tile of its own, which opens the table filtered to it.
    const tile = page
      .getByRole('region', { name: 'Bookings by status' })
      .getByRole('link', { name: `1 ${OTHER}`, exact: true });
    await expect(tile).toBeVisible();
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`/bookings\\?status=${OTHER}&from=all$`));
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(OTHER);
    const all = await api<Booking[]>(page, '/bookings');
    await expect(page.getByText(`1 of ${all.length} bookings`)).toBeVisible();
    const chip = page.locator(`[data-status="${OTHER}"]`).first();
    await expect(chip).toHaveText(OTHER);

    // The drawer: the raw status, and no status change to offer.
    await page.getByText(name(booking)).first().click();
    const drawer = page.getByRole('dialog', { name: name(booking) });
    await expect(drawer).toContainText(`Booking #${booking.id}`);
    await expect(drawer.locator(`[data-status="${OTHER}"]`).first()).toHaveText(OTHER);
    await expect(drawer.getByRole('group', { name: 'Change status' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The calendar draws it, in the neutral colour.
    await page.goto(`/calendar?view=month&date=${localDay(booking.scheduled_at)}`);
    // Its client may have other bookings in the weeks the month shows: the one in the neutral
    // class is this one, and no other is drawn so.
    const event = page.locator('.rbc-event.booking-status-unknown');
    await expect(event).toHaveCount(1);
    await expect(event).toContainText(name(booking));
    await expect(event).toHaveCSS('background-color', 'rgb(223, 227, 232)');
    expect(errors).toEqual([]);
  } finally {
    setStatusOnServer(booking.id, booking.status);
  }
});
