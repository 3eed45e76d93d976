import { execFile } from 'node:child_process';
import { createServer, connect, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  expect,
  type APIRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { E2E_DATA_DIR, withE2eDb } from './e2e-db';
import { DEMO_EMAIL, DEMO_OTP, readRoot } from './fixtures';

/**
 * Helpers of live-sync.spec.ts: another device, another process writing the server's database,
 * a watch on the live channel's stream requests, a proof that a page stayed idle, and a link to
 * the server that can be cut (open connections included).
 */

/** Another device signed in as the same vendor: its own token, its own request context. */
export interface OtherDevice {
  call<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
  dispose(): Promise<void>;
}

export async function otherDevice(
  requests: APIRequest,
  baseURL: string,
  email = DEMO_EMAIL,
): Promise<OtherDevice> {
  const request: APIRequestContext = await requests.newContext({ baseURL });
  await request.post('/api/auth/otp-login/', { data: { email } });
  const verify = await request.post('/api/auth/otp-verify/', { data: { email, otp: DEMO_OTP } });
  const { token } = (await verify.json()) as { token: string };
  return {
    async call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
      const res = await request.fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
        ...(init.body === undefined ? {} : { data: JSON.stringify(init.body) }),
      });
      if (!res.ok()) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status()}`);
      const text = await res.text();
      return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
    },
    dispose: () => request.dispose(),
  };
}

/**
 * Adds a pending booking the way the marketplace does, from another process
 * (server/add-booking.ts on the e2e server's data dir); its id.
 */
export async function addBookingFromAnotherProcess(
  clientName: string,
  minutesFromNow = 90,
  email = DEMO_EMAIL,
): Promise<number> {
  const { stdout } = await promisify(execFile)(
    resolve('node_modules/.bin/tsx'),
    ['server/add-booking.ts', email, clientName, String(minutesFromNow)],
    { env: { ...process.env, DATA_DIR: E2E_DATA_DIR } },
  );
  const id = /Booking (\d+) added/.exec(stdout)?.[1];
  if (!id) throw new Error(`add-booking.ts said: ${stdout}`);
  added.push(Number(id));
  return Number(id);
}

const added: number[] = [];

/**
 * Deletes the bookings addBookingFromAnotherProcess added, from another process as they came: the
 * tests after these share the server, and a booking added an hour and a half from now sits in
 * every calendar's week beside the seed's (three in one slot made an event too narrow to touch).
 */
export function removeAddedBookings(): void {
  if (added.length === 0) return;
  withE2eDb((db) => {
    const remove = db.prepare('DELETE FROM bookings WHERE id = ?');
    for (const id of added.splice(0)) remove.run(id);
  });
}

const isStream = (request: Request) => new URL(request.url()).pathname === '/api/sync/stream';

/** The pages a request of a context belongs to (none for a service worker's). */
function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

/**
 * Every `GET /api/sync/stream` of a context: how many are open now, the most ever open at once,
 * how many started, and when the last one ended (requestfinished or requestfailed).
 */
export function watchStreams(context: BrowserContext) {
  const open = new Set<Request>();
  const state = { started: 0, maxOpen: 0, lastEndAt: 0, answered: new Set<Request>() };
  context.on('request', (request) => {
    if (!isStream(request)) return;
    state.started += 1;
    open.add(request);
    state.maxOpen = Math.max(state.maxOpen, open.size);
  });
  context.on('response', (response) => {
    if (isStream(response.request())) state.answered.add(response.request());
  });
  const end = (request: Request) => {
    if (open.delete(request)) state.lastEndAt = Date.now();
  };
  context.on('requestfinished', end);
  context.on('requestfailed', end);
  // A closed tab's requests end with it, and Playwright reports no end for them.
  context.on('page', (page) =>
    page.on('close', () => [...open].filter((r) => pageOf(r) === page).forEach(end)),
  );
  return {
    get open() {
      return open.size;
    },
    get maxOpen() {
      return state.maxOpen;
    },
    get started() {
      return state.started;
    },
    get lastEndAt() {
      return state.lastEndAt;
    },
    /** The page of the one open stream that the server has answered, or null. */
    holder(): Page | null {
      const live = [...open].filter((r) => state.answered.has(r));
      return live.length === 1 ? pageOf(live[0]!) : null;
    },
  };
}
export type StreamWatch = ReturnType<typeof watchStreams>;

declare global {
  interface Window {
    __idle?: { focus: number; mark: string | null };
  }
}

/** Counts window focus events in every page of the context (call before the pages load). */
export async function countFocusEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__idle = { focus: 0, mark: null };
    window.addEventListener('focus', (event) => {
      if (event.target === window && window.__idle) window.__idle.focus += 1;
    });
  });
}

/**
 * Marks a loaded page; the returned check proves it stayed idle since: the same document (no
 * reload, no navigation) and no window focus event (the app pulls on focus).
 */
export async function markIdle(page: Page): Promise<() => Promise<void>> {
  const mark = `${Date.now()}-${Math.random()}`;
  const focus = await page.evaluate((m) => {
    if (!window.__idle) throw new Error('countFocusEvents was not installed');
    window.__idle.mark = m;
    return window.__idle.focus;
  }, mark);
  return async () => {
    const now = await page.evaluate(() => window.__idle);
    expect(now?.mark, 'the page was reloaded or navigated').toBe(mark);
    expect(now?.focus, 'the page had a focus event').toBe(focus);
  };
}

/** What the tab holding the live channel wrote last (src/sync/live.ts, `sync:channel`). */
export async function channelState(page: Page): Promise<string | undefined> {
  return (await readRoot<{ value: string } | undefined>(page, 'meta', 'sync:channel'))?.value;
}

/**
 * Waits until the mirror's first pull has landed its last page (a first sign-in walks the whole
 * state in several pages; until then the bell and the lists show part of it). Read from the
 * database: no touch of the page.
 */
export async function waitForMirror(page: Page, timeout = 15_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const pull = await readRoot<{ value: { at: number | null } } | undefined>(
          page,
          'meta',
          'pull:feed',
        );
        const resync = await readRoot<{ value: boolean } | undefined>(page, 'meta', 'feed:resync');
        return typeof pull?.value.at === 'number' && resync?.value === false;
      },
      { timeout, intervals: [100, 250, 500] },
    )
    .toBe(true);
}

/** Waits until the channel is in a state (read from the database: no touch of the page). */
export async function waitForChannel(page: Page, state: string, timeout = 15_000): Promise<void> {
  await expect.poll(() => channelState(page), { timeout, intervals: [100, 250, 500] }).toBe(state);
}

/**
 * A TCP link between the browser and the e2e server that can be cut: `cut()` resets every open
 * connection (the live stream among them) and refuses new ones until `restore()`.
 */
export async function startCuttableLink(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const linkPort = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `http://127.0.0.1:${linkPort}`,
    cut() {
      cut = true;
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
