import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './test';
import { api, signInFast, waitForServiceWorker } from './fixtures';
import { openPushChannel, startPushServer, type FcmMessage } from './push-harness';
import { waitForChannel } from './live-sync-helpers';
import { trackRequests, waitForQuiet } from './quiet';

/*
 * Push through the one worker (Workbox + firebase/messaging/sw) in Chromium, on a build with
 * placeholder Firebase settings. Nothing reaches Firebase: each message is handed to the worker
 * through DevTools, in the JSON shape FCM's web push delivers.
 */

interface ServerNotification {
  id: number;
  title: string;
  message: string;
  type: string;
}

/** The placeholder sender id of run.mjs's push build (FCM puts the sender in `from`). */
const SENDER_ID = '000000000000';

// Each test signs in afresh and wakes a worker several times: more than the default minute on a
// busy machine.
test.describe.configure({ timeout: 120_000 });

let server: Awaited<ReturnType<typeof startPushServer>>;
test.beforeAll(async () => {
  server = await startPushServer();
});
test.afterAll(async () => {
  await server?.close();
});

async function signedIn(browser: Browser, { blockStream = false } = {}) {
  const context = await browser.newContext({
    baseURL: server.origin,
    serviceWorkers: 'allow',
    permissions: ['notifications'],
  });
  trackRequests(context);
  // Without the live channel's stream, only the push (or the 30 s poll) brings a change.
  if (blockStream) {
    await context.route('**/api/sync/stream', (route) => route.abort('connectionrefused'));
  }
  const page = await context.newPage();
  await signInFast(page);
  await waitForServiceWorker(page);
  return { context, page };
}

/** A notification stored by the reference API, as the backend would before it sends a push. */
async function createOnServer(page: Page, label: string): Promise<ServerNotification> {
  const title = `${label} ${Date.now().toString(36)}`;
  return api<ServerNotification>(page, '/notifications/test/', {
    method: 'POST',
    body: { title, message: `Sent by the push test: ${label}`, type: 'order_placed' },
  });
}

/** The data message the backend sends for a stored notification (FCM data values are strings). */
function dataMessage(n: ServerNotification, link = '/'): FcmMessage {
  return {
    data: { id: String(n.id), type: n.type, title: n.title, message: n.message, link },
    from: SENDER_ID,
    fcmMessageId: `e2e-data-${n.id}`,
    priority: 'high',
  };
}

/** The same with a `notification` payload, which Firebase's worker code shows by itself. */
function notificationMessage(n: ServerNotification): FcmMessage {
  return {
    notification: { title: n.title, body: n.message },
    data: { id: String(n.id), type: n.type },
    from: SENDER_ID,
    fcmMessageId: `e2e-notification-${n.id}`,
    collapse_key: 'do_not_collapse',
  };
}

/**
 * Leaves this device as registerPushToken leaves it after the vendor allowed notifications: the
 * server knows its token and the app remembers it (so the app listens for messages). getToken
 * itself needs Google's push service, which is out of reach here.
 */
async function registerDevice(page: Page): Promise<void> {
  const token = `e2e-device-${Date.now().toString(36)}`;
  await api(page, '/auth/register-device/', {
    method: 'POST',
    body: { registration_id: token, type: 'web' },
  });
  await page.evaluate(
    (row) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('root');
        req.onerror = () => reject(new Error('cannot open root'));
        req.onsuccess = () => {
          const tx = req.result.transaction('meta', 'readwrite');
          tx.objectStore('meta').put(row);
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('cannot write the push token'));
        };
      }),
    { key: 'pushToken', value: { token, registeredAt: Date.now() } },
  );
  await page.reload();
  // The pulls of the reload are over, so that nothing later is mistaken for a push's refresh.
  await waitForQuiet(page);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByText('Push notifications are on for this device')).toBeVisible();
  await page.keyboard.press('Escape');
}

const bell = (page: Page, count: number) =>
  page.getByRole('button', { name: `Notifications, ${count} unread` });

test('with the app closed, a push wakes the worker and shows its title and body, once', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser);
  const push = await openPushChannel(context, server.origin);
  const data = await createOnServer(page, 'New booking');
  const withNotification = await createOnServer(page, 'Report ready');
  await page.close();
  await push.stopWorker();

  expect(await push.deliver(dataMessage(data))).toBe('Success');
  expect(await push.shown()).toEqual([{ title: data.title, body: data.message }]);

  // Firebase shows this one itself; the app's code must not show it a second time (PITFALLS).
  expect(await push.deliver(notificationMessage(withNotification))).toBe('Success');
  expect(await push.shown()).toEqual([
    { title: data.title, body: data.message },
    { title: withNotification.title, body: withNotification.message },
  ]);
  await context.close();
});

test('a click leads to the linked screen: asked of Chromium with the app closed, done in an open window', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser);
  const push = await openPushChannel(context, server.origin);
  const [booking] = await api<{ id: number }[]>(page, '/bookings');
  if (!booking) throw new Error('The demo lab has no booking');
  const target = `${server.origin}/bookings?booking=${booking.id}`;
  const first = await createOnServer(page, 'Booking changed');
  const second = await createOnServer(page, 'Booking changed again');
  await page.close();
  await push.deliver(dataMessage(first, `/bookings?booking=${booking.id}`));
  await push.deliver(dataMessage(second, `/bookings?booking=${booking.id}`));

  // No window of the app: the worker asks to open one on the booking. Chromium refuses windows to
  // a click it did not see the vendor make, so this is as far as the app can be followed here.
  expect(await push.click(first.title)).toEqual([
    { call: 'openWindow', url: target, answer: expect.stringMatching(/Not allowed to open/) },
  ]);
  expect((await push.shown()).map((n) => n.title)).toEqual([second.title]);

  // The app open on the dashboard: focus is refused the same way, and the window still moves to
  // the booking.
  const app = await context.newPage();
  await app.goto('/');
  await expect(app.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  expect(await push.click(second.title)).toEqual([
    {
      call: 'focus',
      url: `${server.origin}/`,
      answer: expect.stringMatching(/Not allowed to focus/),
    },
  ]);
  await expect(app).toHaveURL(target);
  await expect(app.getByRole('dialog').getByText(`Booking #${booking.id}`)).toBeVisible();
  expect(await push.shown()).toEqual([]);
  await context.close();
});

test('with the app open, a push refreshes the bell and the list, and the worker shows nothing', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, { blockStream: true });
  await registerDevice(page);
  const push = await openPushChannel(context, server.origin);
  const before = (await api<{ unread_count: number }>(page, '/notifications/unread-count/'))
    .unread_count;
  await expect(bell(page, before)).toBeVisible();
  // The channel has given the stream up and polls every 30 s: the push is what pulls next.
  await waitForChannel(page, 'polling', 30_000);
  const made = await createOnServer(page, 'Arrived by push');

  const pulled = page.waitForResponse((r) => r.url().includes('/api/sync/?'));
  expect(await push.deliver(dataMessage(made))).toBe('Success');
  await pulled;
  await expect(bell(page, before + 1)).toBeVisible();
  await bell(page, before + 1).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    menu.getByTestId('notification-item').filter({ hasText: made.title }),
  ).toHaveAttribute('data-read', 'false');
  // Firebase hands a message to a visible window instead of showing it from the worker.
  expect(await push.shown()).toEqual([]);
  await context.close();
});

test('after sign-out the same push shows nothing, and no second worker was registered', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser);
  await registerDevice(page);
  const push = await openPushChannel(context, server.origin);
  const made = await createOnServer(page, 'For the last vendor');
  await page.close();

  // Signed in, the app closed: shown.
  await push.deliver(dataMessage(made));
  expect((await push.shown()).map((n) => n.title)).toEqual([made.title]);

  const app = await context.newPage();
  await app.goto('/');
  const removed = app.waitForResponse(
    (r) => r.url().endsWith('/api/auth/register-device/') && r.request().method() === 'DELETE',
  );
  await app.getByRole('button', { name: 'Open account menu' }).click();
  await app.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(app).toHaveURL(/\/login$/);
  expect((await removed).ok()).toBe(true);
  // What was on screen went with the vendor; Firebase's own worker was never registered.
  expect(await push.shown()).toEqual([]);
  expect(push.scopesSeen()).toEqual([`${server.origin}/`]);
  await app.close();

  expect(await push.deliver(dataMessage(made))).toBe('Success');
  expect(await push.deliver(notificationMessage(made))).toBe('Success');
  expect(await push.shown()).toEqual([]);
  await context.close();
});
