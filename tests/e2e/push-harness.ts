import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type BrowserContext, type Worker } from '@playwright/test';
import { buildServer } from '../../server/app';
import { E2E_DATA_DIR } from './e2e-db';
import { DEMO_OTP } from './fixtures';

/** The second build run.mjs makes for the push spec: Firebase on, with placeholder settings. */
const PUSH_DIST = resolve(process.env.E2E_PUSH_DIST ?? 'dist-push');

/** The reference API serving the push build, on a free port and a fresh data dir of its own. */
export async function startPushServer() {
  if (!existsSync(join(PUSH_DIST, 'sw.js'))) {
    throw new Error(`${PUSH_DIST} is missing: npm run test:e2e (tests/e2e/run.mjs) builds it.`);
  }
  const dataDir = `${E2E_DATA_DIR}-push`;
  rmSync(dataDir, { recursive: true, force: true });
  const app = await buildServer({ dataDir, demoOtp: DEMO_OTP, staticDir: PUSH_DIST });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A push message as FCM's web push delivers it (what firebase/messaging/sw parses). */
export interface FcmMessage {
  data?: Record<string, string>;
  notification?: { title: string; body?: string; click_action?: string };
  from: string;
  fcmMessageId: string;
  collapse_key?: string;
  priority?: 'normal' | 'high';
}

export interface Shown {
  title: string;
  body: string;
}

/** What the worker's click handling asked of the browser, and the browser's answer. */
export interface ClickCall {
  call: 'focus' | 'openWindow';
  url: string;
  answer: string;
}

interface WorkerScope {
  registration: ServiceWorkerRegistration;
  clients: object;
  dispatchEvent(event: Event): boolean;
}

/**
 * Delivers pushes to the app's worker through the DevTools protocol, from a blank page that is no
 * window of the app. Each delivery resolves once Chromium reports the push event completed (all
 * its waitUntil work settled), so "nothing was shown" is read after the worker is done.
 */
export async function openPushChannel(context: BrowserContext, origin: string) {
  const cdp = await context.newCDPSession(await context.newPage());
  const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
  const completed: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
    for (const r of e.registrations) registrations.set(r.registrationId, r);
  });
  cdp.on('BackgroundService.backgroundServiceEventReceived', (e) => {
    const event = e.backgroundServiceEvent;
    if (event.eventName !== 'Push event completed') return;
    completed.push(event.eventMetadata.find((m) => m.key === 'Status')?.value ?? '?');
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
  await cdp.send('BackgroundService.setRecording', {
    shouldRecord: true,
    service: 'pushMessaging',
  });
  const live = () => [...registrations.values()].filter((r) => !r.isDeleted).map((r) => r.scopeURL);
  await expect.poll(live).toContain(`${origin}/`);
  const appRegistration = () =>
    [...registrations.entries()].find(([, r]) => !r.isDeleted && r.scopeURL === `${origin}/`);

  /** The app's worker, running (a push or this call starts it), to read what it shows. */
  async function worker(): Promise<Worker> {
    await cdp.send('ServiceWorker.startWorker', { scopeURL: `${origin}/` });
    let found: Worker | undefined;
    await expect
      .poll(() => (found = context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`)))
      .toBeTruthy();
    return found as Worker;
  }

  return {
    /** The scope of every worker registration seen since the channel opened, even failed ones. */
    scopesSeen: () => [...new Set([...registrations.values()].map((r) => r.scopeURL))],

    /** Stops the worker, so that the next push has to wake it as on a sleeping tablet. */
    async stopWorker(): Promise<void> {
      await cdp.send('ServiceWorker.stopAllWorkers');
    },

    /** Delivers the message and answers how the push event ended ('Success' when it did). */
    async deliver(message: FcmMessage): Promise<string> {
      const [registrationId] = appRegistration() ?? [];
      if (registrationId === undefined) throw new Error(`No worker registered for ${origin}/`);
      const before = completed.length;
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId,
        data: JSON.stringify(message),
      });
      // A cold worker on a busy machine can take a while to start.
      await expect.poll(() => completed.length, { timeout: 30_000 }).toBeGreaterThan(before);
      return completed[before] ?? '?';
    },

    /** The notifications the worker's registration shows now. */
    async shown(): Promise<Shown[]> {
      return (await worker()).evaluate(async () => {
        const sw = self as unknown as WorkerScope;
        const list = await sw.registration.getNotifications();
        return list.map((n) => ({ title: n.title, body: n.body }));
      });
    },

    /**
     * Clicks the shown notification with this title, as far as a test can. DevTools cannot click
     * an operating-system notification, so the worker's own `notificationclick` listeners get an
     * event made in the worker around the Notification the browser shows. Chromium treats such an
     * event as no user gesture: it refuses focus() and openWindow() for it, which is recorded,
     * and its waitUntil() throws, so that one is replaced to hand back the work the app started.
     */
    async click(title: string): Promise<ClickCall[]> {
      return (await worker()).evaluate(async (wanted) => {
        const sw = self as unknown as WorkerScope;
        const notification = (await sw.registration.getNotifications()).find(
          (n) => n.title === wanted,
        );
        if (!notification) throw new Error(`No notification "${wanted}" is shown`);
        const calls: ClickCall[] = [];
        const record = (call: ClickCall['call'], url: string, answer: Promise<unknown>) =>
          answer.then(
            (value) => {
              calls.push({ call, url, answer: 'allowed' });
              return value;
            },
            (err: unknown) => {
              calls.push({ call, url, answer: String(err) });
              throw err;
            },
          );
        const clients = sw.clients as { openWindow(url: string): Promise<unknown> };
        const openWindow = clients.openWindow;
        clients.openWindow = (url) =>
          record('openWindow', new URL(url, location.href).href, openWindow.call(clients, url));
        const windowClient = (globalThis as unknown as { WindowClient: { prototype: object } })
          .WindowClient.prototype as { url: string; focus(): Promise<unknown> };
        const focus = windowClient.focus;
        windowClient.focus = function (this: { url: string }) {
          return record('focus', this.url, focus.call(this));
        };
        const NotificationEvent = (
          globalThis as unknown as {
            NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
          }
        ).NotificationEvent;
        const event = new NotificationEvent('notificationclick', { notification });
        const work: Promise<unknown>[] = [];
        Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => work.push(p) });
        try {
          sw.dispatchEvent(event);
          await Promise.allSettled(work);
        } finally {
          delete (clients as { openWindow?: unknown }).openWindow;
          windowClient.focus = focus;
        }
        return calls;
      }, title);
    },
  };
}
