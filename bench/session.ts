import type { Page } from 'playwright-core';
import './page-types.ts';
import { DEMO_EMAIL } from '../server/db/seed.ts';
import { storeSessionRow, type SessionRowSeed } from '../tests/e2e/session-row.ts';
import { DB_NAME } from '../src/config/constants.ts';
import { SNAPSHOT_KEYS, type SnapshotScreen } from '../src/lib/snapshot.ts';
import { BENCH_OTP } from './server.ts';
import { SCREEN_ITEMS } from './marks.ts';

interface Envelope<T> {
  data: T;
  token?: string;
}

async function postJson<T>(base: string, path: string, body: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}`);
  return (await res.json()) as Envelope<T>;
}

/** The calls the sign-in screen makes (one-time code), from Node: the session row to store. */
export async function signInByApi(base: string): Promise<SessionRowSeed> {
  await postJson(base, '/auth/otp-login/', { email: DEMO_EMAIL });
  const verify = await postJson<{ id: number; email: string }>(base, '/auth/otp-verify/', {
    email: DEMO_EMAIL,
    otp: BENCH_OTP,
  });
  if (!verify.token) throw new Error('sign-in answered no token');
  const labs = await fetch(`${base}/api/labs`, {
    headers: { Authorization: `Token ${verify.token}` },
  });
  const list = ((await labs.json()) as Envelope<{ id: number; email: string }[]>).data;
  return {
    key: 'current',
    token: verify.token,
    user: verify.data,
    vendor: list.find((l) => l.email === verify.data.email) ?? null,
    signedInAt: new Date().toISOString(),
  };
}

/** Signs the context's page in and lands on the dashboard with its header drawn. */
export async function signInPage(page: Page, base: string, session: SessionRowSeed): Promise<void> {
  await page.goto(`${base}/login`);
  await storeSessionRow(page, session);
  await page.goto(`${base}/`);
  await page
    .getByRole('button', { name: 'Open account menu' })
    .waitFor({ state: 'visible', timeout: 30_000 });
}

/**
 * Whether the mirror's pulls have landed (src/sync/feed.ts, src/sync/pull.ts), read from the
 * `meta` store: with the change feed (`sync:mode` = `feed`), its state row `pull:feed` done and
 * successful, since this page load if `thisLoad`; against a server without the feed (`legacy`),
 * every whole-list `pull:*` row so, the bookings' and `/dashboard`'s among them. Either way no
 * `pull:*` row is still loading (the lookups' is written once a day, so its age does not count
 * with the feed). Read with plain IndexedDB, so that it works in the build `npm start` serves too
 * (no `window.__bench` there).
 */
function pullsLanded([dbName, thisLoad]: readonly [string, boolean]): Promise<boolean> {
  const since = thisLoad ? performance.timeOrigin : 0;
  return new Promise((resolve) => {
    const open = indexedDB.open(dbName);
    // No database yet: create nothing (the app's Dexie makes it with its schema).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const idb = open.result;
      if (!idb.objectStoreNames.contains('meta')) {
        idb.close();
        resolve(false);
        return;
      }
      const store = idb.transaction('meta', 'readonly').objectStore('meta');
      const read = store.getAll(IDBKeyRange.bound('pull:', 'pull:\uffff'));
      const mode = store.get('sync:mode');
      read.transaction?.addEventListener('error', () => {
        idb.close();
        resolve(false);
      });
      read.transaction?.addEventListener('complete', () => {
        idb.close();
        const rows = read.result as { key: string; value: { loading?: boolean; at?: unknown } }[];
        const fresh = (r: (typeof rows)[number] | undefined) =>
          r !== undefined && typeof r.value.at === 'number' && r.value.at > since;
        if (rows.some((r) => r.value.loading)) return resolve(false);
        const legacy = (mode.result as { value?: unknown } | undefined)?.value === 'legacy';
        if (!legacy) return resolve(fresh(rows.find((r) => r.key === 'pull:feed')));
        const lists = rows.filter((r) => r.key !== 'pull:feed');
        const keys = lists.map((r) => r.key);
        resolve(
          keys.includes('pull:bookings') && keys.includes('pull:dashboard') && lists.every(fresh),
        );
      });
    };
  });
}

/**
 * Waits until the mirror's pulls have landed (see pullsLanded). A loop, not `waitForFunction`,
 * which takes the promise an async predicate returns for a truthy answer at once.
 */
export async function waitForPulls(
  page: Page,
  { timeoutMs = 120_000, thisLoad = false } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(pullsLanded, [DB_NAME, thisLoad] as const))) {
    if (Date.now() > deadline) throw new Error(`the pulls had not landed after ${timeoutMs} ms`);
    await page.waitForTimeout(250);
  }
}

/**
 * Waits (up to 60 s, then goes on) until the pull of the bookings that this page load started has
 * landed (the change feed's `pull:feed`, or `pull:bookings` against a server without the feed),
 * and a second more for the screen to redraw: a figure taken then is about scrolling, not loading.
 */
export async function settleLoadsBookingsPull(page: Page): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const landed = await page
      .evaluate(async () => {
        const meta = window.__bench?.db.meta;
        if (!meta) return false;
        const legacy = (await meta.get('sync:mode'))?.value === 'legacy';
        const row = await meta.get(legacy ? 'pull:bookings' : 'pull:feed');
        const state = row?.value as { loading?: boolean; at?: number | null } | undefined;
        return !state?.loading && (state?.at ?? 0) > performance.timeOrigin;
      })
      .catch(() => false);
    if (landed) break;
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(1000);
}

/**
 * Waits (up to 20 s) until the page has kept a snapshot of `screen` with what it shows from the
 * mirror (not the empty screen of before the first pull), taken after `takenAfter` (epoch ms) if
 * given; resolves with its size.
 */
export async function waitForSnapshot(
  page: Page,
  takenAfter = 0,
  screen: SnapshotScreen = '/',
): Promise<number> {
  const handle = await page.waitForFunction(
    ([key, after, item]) => {
      const text = localStorage.getItem(key);
      const kept = text ? (JSON.parse(text) as { at: number; html: string }) : null;
      if (!kept || kept.at <= after) return null;
      const markup = document.createElement('template');
      markup.innerHTML = kept.html;
      return markup.content.querySelector(item) ? text?.length : null;
    },
    [SNAPSHOT_KEYS[screen], takenAfter, SCREEN_ITEMS[screen]] as const,
    { timeout: 20_000, polling: 250 },
  );
  return (await handle.jsonValue()) ?? 0;
}
