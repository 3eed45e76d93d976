import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Page, type Request } from '@playwright/test';
import { axeViolations } from './axe';
import { settleAnimations } from './settle';
import { expect, test } from './test';
import { buildServer } from '../../server/app';
import { api, DEMO_OTP, readRoot, signInFast, waitForServiceWorker } from './fixtures';

interface ServerBooking {
  id: number;
  status: string;
  client: { first_name: string; last_name?: string };
  history: { status: string; at: string }[];
}
interface ServerOffer {
  id: number;
  title: string;
}

/** The first allowed next status (docs/api-contract.md) and the button that sets it. */
const NEXT: Record<string, [string, string]> = {
  pending: ['confirmed', 'Confirm'],
  confirmed: ['sample_collected', 'Sample collected'],
  sample_collected: ['report_ready', 'Report ready'],
  report_ready: ['completed', 'Complete'],
};

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function syncStatus(page: Page) {
  return page.getByTestId('sync-status');
}

/** Opens a booking's detail (the address keeps it) and taps its next status. */
async function changeStatus(page: Page, booking: ServerBooking, button: string): Promise<void> {
  await page.goto(`/bookings?booking=${booking.id}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(`Booking #${booking.id}`)).toBeVisible();
  await drawer
    .getByRole('group', { name: 'Change status' })
    .getByRole('button', { name: button })
    .click();
  await expect(drawer.getByText('Waiting to sync')).toBeVisible();
}

async function addOffer(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'New offer' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByRole('textbox', { name: /^Price/ }).fill('49');
  await form.getByLabel('Valid from').fill('2026-01-01');
  await form.getByLabel('Valid to').fill('2026-12-31');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/**
 * Deletes an offer and waits for the delete to be stored. While the confirmation closes, a role
 * query finds nothing behind it, though the offer's heading is still there: without waiting for
 * the dialog to go, the reload after could come before the delete was written, and the offer was
 * back (1 run in 8 on a loaded host).
 */
async function removeOffer(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `Delete offer ${title}` }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: title })).toBeHidden();
}

/** The outbox's rows in short, for a failure's message. */
async function outboxRows(page: Page): Promise<string[]> {
  const rows = await readRoot<Record<string, unknown>[]>(page, 'outbox');
  return rows.map((r) =>
    JSON.stringify({
      seq: r.seq,
      recordId: r.recordId,
      status: r.status,
      sending: r.sending,
      attempts: r.attempts,
      nextAttemptIn: typeof r.nextAttemptAt === 'number' ? r.nextAttemptAt - Date.now() : undefined,
      lastError: r.lastError,
    }),
  );
}

/** Waits until the mirror has pulled what the server holds (the sync status says when). */
async function waitForPull(page: Page): Promise<void> {
  await expect(syncStatus(page)).toHaveAttribute('data-pending', '0');
  await page.waitForFunction(
    () =>
      new Promise<boolean>((done) => {
        const req = indexedDB.open('root');
        req.onsuccess = () => {
          const get = req.result.transaction('meta').objectStore('meta').get('pull:offers');
          get.onsuccess = () => {
            const v = (get.result as { value?: { at?: number; loading?: boolean } } | undefined)
              ?.value;
            done(Boolean(v?.at) && v?.loading === false);
          };
          get.onerror = () => done(false);
        };
        req.onerror = () => done(false);
      }),
  );
}

test('reads bookings offline and sends each offline change to the server exactly once', async ({
  page,
  context,
}) => {
  await signInFast(page);
  const bookings = await api<ServerBooking[]>(page, '/bookings');
  const booking = bookings.find((b) => b.status === 'pending');
  if (!booking) throw new Error('The demo lab has no pending booking');
  const kept = `Kept ${unique()}`;
  const shortLived = `Short-lived ${unique()}`;
  const doomed = `Doomed ${unique()}`;
  await api(page, '/offers/', {
    method: 'POST',
    body: { title: doomed, price: 10, valid_from: '2026-01-01', valid_to: '2026-12-31', tests: [] },
  });
  await page.goto('/offers');
  await waitForPull(page);
  await expect(page.getByRole('heading', { name: doomed })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/offline/i).first()).toBeVisible();
  // The bookings are on the device: the list and a booking's detail open without a network.
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings' }).first()).toBeVisible();
  await changeStatus(page, booking, 'Confirm');

  await page.goto('/offers');
  await addOffer(page, kept);
  await addOffer(page, shortLived);
  await removeOffer(page, shortLived);
  await removeOffer(page, doomed);

  // Still there after a reload, still offline, still waiting.
  await page.reload();
  await expect(
    page.getByRole('article', { name: kept }).getByText('Waiting to sync'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: doomed })).toBeHidden();
  await expect(page.getByRole('heading', { name: shortLived })).toBeHidden();
  await expect(syncStatus(page)).toHaveAttribute('data-pending', '3');
  await expect(syncStatus(page)).toHaveAttribute('data-online', 'false');
  await page.goto(`/bookings?booking=${booking.id}`);
  await expect(page.getByRole('dialog').getByText('Waiting to sync')).toBeVisible();

  await context.setOffline(false);
  await expect(syncStatus(page)).toHaveAttribute('data-pending', '0', { timeout: 20_000 });
  await expect(page.getByRole('dialog').getByText('Waiting to sync')).toBeHidden();

  const offers = await api<ServerOffer[]>(page, '/offers/');
  expect(offers.filter((o) => o.title === kept)).toHaveLength(1);
  expect(offers.filter((o) => o.title === shortLived)).toHaveLength(0);
  expect(offers.filter((o) => o.title === doomed)).toHaveLength(0);
  const after = (await api<ServerBooking[]>(page, '/bookings')).find((b) => b.id === booking.id);
  expect(after?.status).toBe('confirmed');
  expect(after?.history.filter((h) => h.status === 'confirmed')).toHaveLength(1);
});

test('a change the server refuses shows its words and the booking returns to its old status', async ({
  page,
  context,
}) => {
  await signInFast(page);
  const bookings = await api<ServerBooking[]>(page, '/bookings');
  const booking = [...bookings].reverse().find((b) => b.status === 'pending');
  if (!booking) throw new Error('The demo lab has no pending booking');
  await page.goto(`/bookings?booking=${booking.id}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Pending', { exact: true }).first()).toBeVisible();
  await waitForServiceWorker(page);

  // Someone at another counter cancels it; this tablet goes offline before it hears of it.
  await api(page, `/bookings/${booking.id}/`, { method: 'PATCH', body: { status: 'cancelled' } });
  await context.setOffline(true);
  await drawer
    .getByRole('group', { name: 'Change status' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(drawer.getByText('Confirmed', { exact: true }).first()).toBeVisible();

  await context.setOffline(false);
  const message = 'Cannot change status from cancelled to confirmed';
  await expect(page.getByText(message).first()).toBeVisible({ timeout: 20_000 });
  await expect(drawer.getByRole('alert')).toContainText(message);
  await expect(drawer.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(syncStatus(page)).toHaveAttribute('data-failed', '1');
  // The refusal's snackbar and the drawer's alert pass WCAG 2.2 AA as they are (issue 26).
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);

  // The sync status lists it with what the server said; discarding it clears the list.
  await drawer.getByRole('button', { name: 'Close booking' }).click();
  await syncStatus(page).click();
  const row = page.getByTestId('sync-failed-row');
  await expect(row).toContainText(message);
  await settleAnimations(page);
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('button', { name: /^Discard/ }).click();
  await expect(syncStatus(page)).toHaveAttribute('data-failed', '0');
  const server = (await api<ServerBooking[]>(page, '/bookings')).find((b) => b.id === booking.id);
  expect(server?.status).toBe('cancelled');
});

test.describe('a server that stops in the middle of a replay', () => {
  const dataDir = resolve(`.e2e-data/${process.env.E2E_PORT ?? 4310}-restart`);
  let port = 0;
  const start = async () => {
    const app = await buildServer({
      dataDir,
      demoOtp: DEMO_OTP,
      staticDir: resolve(process.env.E2E_DIST ?? 'dist'),
      logger: false,
    });
    // A free port the first time; the same one (the app's origin) after the restart.
    await app.listen({ host: '127.0.0.1', port });
    const address = app.server.address();
    if (address && typeof address === 'object') port = address.port;
    return app;
  };
  let server: Awaited<ReturnType<typeof start>> | undefined;

  test.beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    server = await start();
  });
  test.afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('all 20 queued changes arrive after a restart, none twice', async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    const token = await signInFast(page);
    const all = await api<ServerBooking[]>(page, '/bookings');
    const chosen = all.filter((b) => NEXT[b.status]).slice(0, 20);
    expect(chosen).toHaveLength(20);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    for (const b of chosen) {
      const next = NEXT[b.status];
      if (next) await changeStatus(page, b, next[1]);
    }
    await page.reload();
    await expect(syncStatus(page)).toHaveAttribute('data-pending', '20');

    const arrived = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/bookings`, {
        headers: { Authorization: `Token ${token}` },
      });
      const list = ((await res.json()) as { data: ServerBooking[] }).data;
      return chosen.filter((b) => list.find((x) => x.id === b.id)?.status === NEXT[b.status]?.[0])
        .length;
    };
    // Slow each send down so that the stop lands in the middle of the run.
    await context.route('**/api/bookings/*/', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue().catch(() => undefined);
    });
    await context.setOffline(false);
    const started = Date.now();
    const requests: string[] = [];
    const note = (what: string) => (r: Request) => {
      if (!/\/api\/bookings\/\d+\/$/.test(r.url())) return;
      const from = r.serviceWorker() ? 'worker' : 'page';
      requests.push(`${Date.now() - started} ms ${what} ${r.method()} ${r.url()} (${from})`);
    };
    context.on('request', note('sent'));
    context.on('requestfinished', note('answered'));
    context.on('requestfailed', note('failed'));
    await context.setOffline(false);
    // Pages loaded while the context is offline report navigator.onLine true in this Chromium,
    // so the replayer has been trying and backing off, and no 'online' event comes now: it
    // resumes on the reachability probe (every 5 s) or its backoff timer. How fast is the
    // bench's to say; here the server has only to stop after some changes arrived and before
    // all did. In two clean CI runs, 0 or 1 had arrived after 10 s; if the longer wait still
    // fails, the message says what the page sent and what its outbox and locks hold.
    try {
      await expect.poll(arrived, { intervals: [100], timeout: 45_000 }).toBeGreaterThanOrEqual(3);
    } catch (err) {
      const rows = await outboxRows(page).catch((e: unknown) => [String(e)]);
      const locks = await page
        .evaluate(async () =>
          JSON.stringify({ online: navigator.onLine, ...(await navigator.locks.query()) }),
        )
        .catch((e: unknown) => String(e));
      throw new Error(
        `${String(err)}\nRequests:\n${requests.join('\n')}\nOutbox:\n${rows.join('\n')}\nLocks: ${locks}`,
        { cause: err },
      );
    }
    await server?.close();
    server = undefined;
    await page.waitForTimeout(1500);
    const pendingWhileDown = Number(await syncStatus(page).getAttribute('data-pending'));
    expect(pendingWhileDown).toBeGreaterThan(0);
    expect(pendingWhileDown).toBeLessThan(20);

    server = await start();
    await expect(syncStatus(page)).toHaveAttribute('data-pending', '0', { timeout: 60_000 });
    await expect(syncStatus(page)).toHaveAttribute('data-failed', '0');

    const list = await api<ServerBooking[]>(page, '/bookings');
    for (const b of chosen) {
      const next = NEXT[b.status]?.[0];
      const now = list.find((x) => x.id === b.id);
      expect(now?.status, `booking ${b.id}`).toBe(next);
      expect(
        now?.history.filter((h) => h.status === next),
        `booking ${b.id}`,
      ).toHaveLength(1);
    }
  });
});
