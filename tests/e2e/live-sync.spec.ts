import type { Page, TestInfo } from '@playwright/test';
import { readRoot, signInFast } from './fixtures';
import { ownServerPerTest } from './own-server';
import {
  addBookingFromAnotherProcess,
  channelState,
  countFocusEvents,
  markIdle,
  otherDevice,
  removeAddedBookings,
  startCuttableLink,
  waitForChannel,
  waitForMirror,
  watchStreams,
  type OtherDevice,
  type StreamWatch,
} from './live-sync-helpers';
import { expect, test as base } from './test';

/*
 * The live channel (src/sync/live.ts) against the real server: changes made elsewhere reach an
 * idle page (no click, no focus event, no reload after it loaded) within seconds, by the stream,
 * by polling when the stream cannot be held, and after the network comes back.
 */

interface ServerBooking {
  id: number;
  status: string;
  scheduled_at: string;
}
interface ServerOffer {
  id: number;
  title: string;
}

/** The status names the app shows, and the next status the contract allows. */
const SHOWN: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  sample_collected: 'Sample collected',
  report_ready: 'Report ready',
  completed: 'Completed',
};
const NEXT: Record<string, string> = {
  pending: 'confirmed',
  confirmed: 'sample_collected',
  sample_collected: 'report_ready',
  report_ready: 'completed',
};

/** The live promise: another device's change shows within this. */
const LIVE_MS = 5_000;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const test = base.extend<{
  /** The e2e server itself (not a link to it that a test may cut). */
  server: string;
  device: OtherDevice;
  streams: StreamWatch;
}>({
  // eslint-disable-next-line no-empty-pattern -- a fixture that needs no other fixture
  server: async ({}, provide, testInfo) => provide(String(testInfo.project.use.baseURL)),
  device: async ({ playwright, server }, provide) => {
    const device = await otherDevice(playwright.request, server);
    await provide(device);
    await device.dispose();
  },
  streams: [
    async ({ context }, provide) => {
      await countFocusEvents(context);
      await provide(watchStreams(context));
    },
    { auto: true },
  ],
});

test.use({ viewport: { width: 768, height: 1024 } });
// The bookings the marketplace's script added go, so the tests after these see the seed's week.
test.afterEach(() => removeAddedBookings());

/** How long something took to show, kept with the test's result. */
function took(testInfo: TestInfo, what: string, since: number): void {
  testInfo.annotations.push({ type: 'arrival', description: `${what}: ${Date.now() - since} ms` });
}

/** A booking of today that the counter still moves on (one is added when none is left). */
async function patientOfToday(device: OtherDevice, besides: number[] = []): Promise<ServerBooking> {
  const find = async () => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const end = start.getTime() + 24 * 60 * 60 * 1000;
    return (await device.call<ServerBooking[]>('/bookings')).find((b) => {
      const at = Date.parse(b.scheduled_at);
      return at >= start.getTime() && at < end && b.status in NEXT && !besides.includes(b.id);
    });
  };
  const found = await find();
  if (found) return found;
  await addBookingFromAnotherProcess(`Walk In ${unique()}`, 30);
  return (await find())!;
}

/** What the reception shows as a booking's status. */
const statusOf = (page: Page, id: number) =>
  page.locator(`li[data-booking-id="${id}"]`).locator('[data-status]');

async function moveOn(device: OtherDevice, booking: ServerBooking): Promise<string> {
  const next = NEXT[booking.status]!;
  await device.call(`/bookings/${booking.id}/`, { method: 'PATCH', body: { status: next } });
  return SHOWN[next]!;
}

/** Opens the reception and waits for the booking's status and the live stream. */
async function idleReception(page: Page, booking: ServerBooking) {
  await page.goto('/reception');
  await expect(statusOf(page, booking.id)).toHaveText(SHOWN[booking.status]!);
  await waitForChannel(page, 'live');
  await waitForMirror(page);
  return markIdle(page);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
async function unreadOnBell(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1]);
}
const bellSays = (page: Page, count: number) =>
  page.getByRole('button', { name: `Notifications, ${count} unread`, includeHidden: true });

const notify = (device: OtherDevice) =>
  device.call('/notifications/test/', {
    method: 'POST',
    body: {
      title: `Live ${unique()}`,
      message: 'Made by the live sync test',
      type: 'order_placed',
    },
  });

function offerBody(title: string) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
  return {
    title,
    price: 25,
    valid_from: day(-1).slice(0, 10),
    valid_to: day(60).slice(0, 10),
    tests: [],
  };
}

test('a status changed on another device shows on the idle reception within 5 s', async ({
  page,
  device,
  streams,
}, testInfo) => {
  await signInFast(page);
  const booking = await patientOfToday(device);
  const stillIdle = await idleReception(page, booking);

  const shown = await moveOn(device, booking);
  const changed = Date.now();
  await expect(statusOf(page, booking.id)).toHaveText(shown, { timeout: LIVE_MS });
  took(testInfo, 'status', changed);
  await stillIdle();
  expect(streams.maxOpen).toBe(1);
});

test('a booking added by another process (the marketplace) shows within 5 s', async ({
  page,
  device,
}, testInfo) => {
  await signInFast(page);
  const stillIdle = await idleReception(page, await patientOfToday(device));

  const name = `Marketplace ${unique()}`;
  const id = await addBookingFromAnotherProcess(name, 90);
  const added = Date.now();
  const row = page.locator(`li[data-booking-id="${id}"]`);
  await expect(row).toBeVisible({ timeout: LIVE_MS });
  took(testInfo, 'booking', added);
  await expect(row).toContainText(name);
  await expect(row.locator('[data-status]')).toHaveText('Pending');
  await stillIdle();
});

test('an offer deleted elsewhere leaves the idle offers page, and a notification lifts the bell, within 5 s', async ({
  page,
  device,
}, testInfo) => {
  const title = `Live offer ${unique()}`;
  const offer = await device.call<ServerOffer>('/offers/', {
    method: 'POST',
    body: offerBody(title),
  });
  await signInFast(page);
  await page.goto('/offers');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await waitForChannel(page, 'live');
  const stillIdle = await markIdle(page);

  await device.call(`/offers/${offer.id}/`, { method: 'DELETE' });
  const deleted = Date.now();
  await expect(card).toHaveCount(0, { timeout: LIVE_MS });
  took(testInfo, 'offer gone', deleted);

  const unread = await unreadOnBell(page);
  await notify(device);
  const notified = Date.now();
  await expect(bellSays(page, unread + 1)).toBeVisible({ timeout: LIVE_MS });
  took(testInfo, 'bell', notified);
  await stillIdle();
});

test('with the stream blocked, a change still arrives by polling, and the panel says so', async ({
  page,
  device,
  streams,
}, testInfo) => {
  await page.route('**/api/sync/stream', (route) => route.abort('connectionrefused'));
  await signInFast(page);
  const booking = await patientOfToday(device);
  await page.goto('/reception');
  await expect(statusOf(page, booking.id)).toHaveText(SHOWN[booking.status]!);
  // A few failed streams in a row, and the channel polls the feed instead.
  await waitForChannel(page, 'polling', 30_000);
  const stillIdle = await markIdle(page);

  const shown = await moveOn(device, booking);
  const changed = Date.now();
  await expect(statusOf(page, booking.id)).toHaveText(shown, { timeout: 60_000 });
  took(testInfo, 'status by polling', changed);
  await stillIdle();
  expect(streams.started).toBeGreaterThanOrEqual(3);
  expect(streams.open).toBe(0);

  await page.getByTestId('sync-status').click();
  await expect(page.getByTestId('sync-mode')).toHaveAttribute('data-mode', 'polling');
  await expect(page.getByTestId('sync-mode')).toHaveText('Updates every 30 seconds');
});

test('three tabs hold one stream between them, and a change reaches all three', async ({
  page,
  context,
  device,
  streams,
}, testInfo) => {
  await signInFast(page);
  const booking = await patientOfToday(device);
  await idleReception(page, booking);
  const tabs = [page, await context.newPage(), await context.newPage()];
  for (const tab of tabs.slice(1)) {
    await tab.goto('/reception');
    await expect(statusOf(tab, booking.id)).toHaveText(SHOWN[booking.status]!);
  }
  await expect.poll(() => streams.holder()).not.toBeNull();
  expect(streams.open).toBe(1);
  const stillIdle = await Promise.all(tabs.map((tab) => markIdle(tab)));

  const shown = await moveOn(device, booking);
  const changed = Date.now();
  for (const tab of tabs) {
    await expect(statusOf(tab, booking.id)).toHaveText(shown, { timeout: LIVE_MS });
  }
  took(testInfo, 'status in all three tabs', changed);
  for (const check of stillIdle) await check();
  expect(streams.maxOpen).toBe(1);

  // The tab holding the stream goes: another takes it over, still one at a time.
  const holder = streams.holder()!;
  const left = tabs.filter((tab) => tab !== holder);
  await holder.close();
  await expect.poll(() => streams.holder(), { timeout: 10_000 }).not.toBeNull();
  expect(left).toContain(streams.holder());
  const again = await patientOfToday(device, [booking.id]);
  await Promise.all(
    left.map((tab) => expect(statusOf(tab, again.id)).toHaveText(SHOWN[again.status]!)),
  );
  const shownAgain = await moveOn(device, again);
  const changedAgain = Date.now();
  for (const tab of left) {
    await expect(statusOf(tab, again.id)).toHaveText(shownAgain, { timeout: LIVE_MS });
  }
  took(testInfo, 'after the handover', changedAgain);
  expect(streams.maxOpen).toBe(1);
});

test.describe('a network cut', () => {
  const CUT_MS = 20_000;
  const RESTORED_MS = 15_000;

  const cutTest = test.extend<{ link: Awaited<ReturnType<typeof startCuttableLink>> }>({
    link: async ({ server }, provide) => {
      const link = await startCuttableLink(server);
      await provide(link);
      await link.close();
    },
    // The page reaches the server through the link; the other device goes straight to it.
    baseURL: async ({ link }, provide) => provide(link.url),
  });

  cutTest(
    'everything made during ~20 s without a network arrives within 15 s of its return, untouched',
    async ({ page, device, streams, link }, testInfo) => {
      const title = `Cut offer ${unique()}`;
      const offer = await device.call<ServerOffer>('/offers/', {
        method: 'POST',
        body: offerBody(title),
      });
      await signInFast(page);
      const booking = await patientOfToday(device);
      const stillIdle = await idleReception(page, booking);
      expect((await readRoot<ServerOffer[]>(page, 'offers')).some((o) => o.id === offer.id)).toBe(
        true,
      );
      const unread = await unreadOnBell(page);

      // Every API request fails, and the open stream is reset with the link.
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      link.cut();
      const cutAt = Date.now();
      await expect.poll(() => streams.open).toBe(0);

      const shown = await moveOn(device, booking);
      await device.call(`/offers/${offer.id}/`, { method: 'DELETE' });
      await notify(device);
      const name = `Cut Marketplace ${unique()}`;
      const added = await addBookingFromAnotherProcess(name, 90);

      await page.waitForTimeout(Math.max(0, cutAt + CUT_MS - Date.now()));
      // Nothing came through the cut.
      await expect(statusOf(page, booking.id)).toHaveText(SHOWN[booking.status]!, { timeout: 1 });
      await expect(page.locator(`li[data-booking-id="${added}"]`)).toHaveCount(0, { timeout: 1 });

      await page.unroute('**/api/**');
      link.restore();
      const restored = Date.now();
      const left = () => Math.max(1, restored + RESTORED_MS - Date.now());
      await expect(statusOf(page, booking.id)).toHaveText(shown, { timeout: left() });
      took(testInfo, 'status after the cut', restored);
      await expect(page.locator(`li[data-booking-id="${added}"]`)).toContainText(name, {
        timeout: left(),
      });
      await expect(bellSays(page, unread + 1)).toBeVisible({ timeout: left() });
      await expect
        .poll(
          async () =>
            (await readRoot<ServerOffer[]>(page, 'offers')).some((o) => o.id === offer.id),
          { timeout: left() },
        )
        .toBe(false);
      took(testInfo, 'everything after the cut', restored);
      // And the stream is held again.
      await expect.poll(() => channelState(page), { timeout: left() }).toBe('live');
      took(testInfo, 'live again', restored);
      expect(streams.open).toBe(1);
      await stillIdle();
    },
  );
});

test('signing out ends the stream at once, and no other starts', async ({ page, streams }) => {
  await signInFast(page);
  await waitForChannel(page, 'live');
  expect(streams.open).toBe(1);
  // The server hears of the sign-out late: the stream must already be ended by the app by then.
  let logoutSent = 0;
  await page.route('**/api/logout', async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    logoutSent = Date.now();
    await route.continue();
  });
  await page.getByRole('button', { name: 'Open account menu' }).click();
  const started = streams.started;
  // From the click the page received (not from Playwright's wait for the menu to settle).
  type Clicked = Window & { clicked?: Promise<number> };
  await page.evaluate(() => {
    (window as Clicked).clicked = new Promise((resolve) =>
      document.addEventListener('click', () => resolve(Date.now()), { capture: true, once: true }),
    );
  });
  const clickedAt = page.evaluate(() => (window as Clicked).clicked);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const clicked = (await clickedAt) ?? Number.NaN;
  await expect.poll(() => streams.open, { timeout: 3_000 }).toBe(0);
  // Ended before a server that hears of the sign-out 1.5 s late could have.
  expect(streams.lastEndAt - clicked).toBeLessThan(1_500);
  expect(logoutSent === 0 || streams.lastEndAt < logoutSent).toBe(true);

  await expect(page).toHaveURL(/\/login$/);
  // Longer than the channel's first reconnect pause (at most 2.5 s).
  await page.waitForTimeout(2_500);
  expect(streams.started).toBe(started);
  expect(streams.open).toBe(0);
});

/** Notes the page's workers as they start and end. */
function watchWorkers(page: Page): { url: string; closed: boolean }[] {
  const workers: { url: string; closed: boolean }[] = [];
  page.on('worker', (worker) => {
    const seen = { url: worker.url(), closed: false };
    workers.push(seen);
    worker.on('close', () => {
      seen.closed = true;
    });
  });
  return workers;
}

/** The mirror holds what the server has, bookings and notifications, id for id. */
async function expectMirrorOfServer(page: Page, device: OtherDevice): Promise<void> {
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
  // Past, final bookings are kept a day to a record (src/db/booking-packs.ts).
  const packs = await readRoot<{ json: string }[]>(page, 'bookingPacks');
  const table = await readRoot<{ id: number }[]>(page, 'bookings');
  const packed = packs.flatMap((p) => JSON.parse(p.json) as { id: number }[]);
  expect(packed.length).toBeGreaterThan(0);
  expect(ids([...table, ...packed])).toEqual(ids(await device.call<{ id: number }[]>('/bookings')));
  expect(ids(await readRoot<{ id: number }[]>(page, 'notifications'))).toEqual(
    ids((await device.call<{ notifications: { id: number }[] }>('/notifications/')).notifications),
  );
}

test("a small lab's first sign-in walks on the page and loads no worker, to the same mirror as the server", async ({
  page,
  device,
}) => {
  const workers = watchWorkers(page);
  await signInFast(page);
  await waitForMirror(page);
  expect(workers.filter((w) => /walk-worker/.test(w.url))).toEqual([]);
  await expectMirrorOfServer(page, device);
});

test.describe('a large lab', () => {
  // The bench's seed: 10,000 bookings, 2,000 notifications and the rest in proportion.
  test.use({ baseURL: ownServerPerTest('walk-large', 'bench') });

  test('its first sign-in lands the first pages here and walks the rest in a worker, to the same mirror as the server', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const device = await otherDevice(playwright.request, String(baseURL));
    try {
      const workers = watchWorkers(page);
      await signInFast(page);
      await waitForMirror(page, 90_000);
      const walk = workers.filter((w) => /walk-worker/.test(w.url));
      expect(walk).toHaveLength(1);
      await expect.poll(() => walk[0]!.closed).toBe(true);
      await expectMirrorOfServer(page, device);
    } finally {
      await device.dispose();
    }
  });
});
