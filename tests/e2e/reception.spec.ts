import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { api, signInFast, waitForServiceWorker } from './fixtures';
import { ownServerPerTest } from './own-server';

interface ServerBooking {
  id: number;
  status: string;
  scheduled_at: string;
  client: { first_name: string; last_name?: string; phone?: string };
  history: { status: string; at: string }[];
}

const STEP: Record<string, [string, string]> = {
  pending: ['confirmed', 'Arrived'],
  confirmed: ['sample_collected', 'Sample collected'],
};

/*
 * Each test has a server of its own on fresh demo data, whose seed always has patients still to
 * come today: the steps other specs (and the other tests here) take leave none of them here.
 */
test.use({ baseURL: ownServerPerTest('reception') });

const SIZES = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'tablet', width: 768, height: 1024 },
];

async function todaysBookings(page: Page): Promise<ServerBooking[]> {
  const all = await api<ServerBooking[]>(page, '/bookings');
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = start.getTime() + 24 * 60 * 60 * 1000;
  return all.filter((b) => {
    const at = Date.parse(b.scheduled_at);
    return at >= start.getTime() && at < end;
  });
}

/** Opens the reception from the navigation (behind the menu button on a phone). */
async function openReception(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Reception' }).click();
}

function row(page: Page, booking: ServerBooking) {
  return page.locator(`li[data-booking-id="${booking.id}"]`);
}

for (const size of SIZES) {
  test.describe(`reception on a ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('lists today in the order the counter works, finds a patient, and takes a step with undo', async ({
      page,
    }) => {
      await signInFast(page);
      await openReception(page);
      await expect(page).toHaveURL(/\/reception$/);
      await expect(page.getByRole('heading', { name: 'Reception', level: 1 })).toBeVisible();
      await expect(page.getByTestId('reception-clock')).toBeVisible();

      const today = await todaysBookings(page);
      const waiting = today.filter((b) => b.status in STEP);
      expect(waiting.length).toBeGreaterThan(0);
      const list = page.getByRole('list', { name: "Today's patients" });
      await expect(list.locator('li')).toHaveCount(today.length);
      await expect(page.getByText(new RegExp(`· ${waiting.length} waiting`))).toBeVisible();
      await expect(list.locator('li').first()).toHaveAttribute('data-next', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );

      const target = waiting.at(-1)!;
      const [nextStatus, label] = STEP[target.status]!;
      await page
        .getByLabel('Find a patient')
        .fill(target.client.last_name ?? target.client.first_name);
      await expect(row(page, target)).toBeVisible();
      await page.getByLabel('Find a patient').fill(`#${target.id}`);
      await expect(list.locator('li')).toHaveCount(1);

      // A wrong tap is taken back before anything reaches the server.
      await row(page, target).getByRole('button', { name: label, exact: true }).click();
      await row(page, target).getByRole('button', { name: /^Undo/ }).click();
      await page.waitForTimeout(6000);
      let server = (await api<ServerBooking[]>(page, '/bookings')).find((b) => b.id === target.id)!;
      expect(server.status).toBe(target.status);

      // The same tap, left alone, reaches the server once after the undo time.
      const button = row(page, target).getByRole('button', { name: label, exact: true });
      const box = await button.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await button.click();
      await expect(row(page, target).getByRole('button', { name: /^Undo/ })).toBeVisible();
      await expect
        .poll(
          async () =>
            (await api<ServerBooking[]>(page, '/bookings')).find((b) => b.id === target.id)!.status,
          { timeout: 15_000 },
        )
        .toBe(nextStatus);
      server = (await api<ServerBooking[]>(page, '/bookings')).find((b) => b.id === target.id)!;
      expect(server.history.filter((h) => h.status === nextStatus)).toHaveLength(1);
    });
  });
}

test('works offline at the counter and shows a change from another device without a reload', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInFast(page);
  await page.goto('/reception');
  await waitForServiceWorker(page);
  const today = await todaysBookings(page);
  const waiting = today.filter((b) => b.status in STEP);
  expect(waiting.length).toBeGreaterThan(1);
  const [offlineOne, otherDevice] = [waiting[0]!, waiting[1]!];

  await context.setOffline(true);
  const [nextStatus, label] = STEP[offlineOne.status]!;
  await row(page, offlineOne).getByRole('button', { name: label, exact: true }).click();
  await expect(row(page, offlineOne).getByText('Waiting to sync')).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(row(page, offlineOne).getByText('Waiting to sync')).toBeVisible();
  await expect(row(page, offlineOne).locator('[data-status]')).toHaveAttribute(
    'data-status',
    nextStatus,
  );
  await context.setOffline(false);
  await expect(row(page, offlineOne).getByText('Waiting to sync')).toBeHidden({ timeout: 20_000 });
  const server = (await api<ServerBooking[]>(page, '/bookings')).find(
    (b) => b.id === offlineOne.id,
  )!;
  expect(server.status).toBe(nextStatus);
  expect(server.history.filter((h) => h.status === nextStatus)).toHaveLength(1);

  // Another device moves a patient on; the counter follows at its next pull, with no reload.
  const [otherStatus] = STEP[otherDevice.status]!;
  await api(page, `/bookings/${otherDevice.id}/`, {
    method: 'PATCH',
    body: { status: otherStatus },
  });
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(row(page, otherDevice).locator('[data-status]')).toHaveAttribute(
    'data-status',
    otherStatus,
    { timeout: 20_000 },
  );
});
