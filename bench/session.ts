import type { Page } from 'playwright-core';
import './page-types.ts';
import { DEMO_EMAIL } from '../server/db/seed.ts';
import { storeSessionRow, type SessionRowSeed } from '../tests/e2e/session-row.ts';
import { SNAPSHOT_KEY } from '../src/lib/snapshot.ts';
import { BENCH_OTP } from './server.ts';

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

/** Waits until every pull the sign-in started has finished (the `pull:*` meta rows). */
export async function waitForPulls(page: Page, timeoutMs = 120_000): Promise<void> {
  await page.waitForFunction(
    async () => {
      const hooks = window.__bench;
      if (!hooks) return false;
      const rows = await hooks.db.meta.where('key').startsWith('pull:').toArray();
      const states = rows.map((r) => r.value as { loading?: boolean; at?: number | null });
      return (
        states.length >= 5 &&
        states.every((s) => !s.loading) &&
        states.some((s) => typeof s.at === 'number')
      );
    },
    undefined,
    { timeout: timeoutMs, polling: 250 },
  );
}

/**
 * Waits (up to 60 s, then goes on) until the pull of the bookings that this page load started has
 * landed, and a second more for the screen to redraw: a figure taken then is about scrolling, not
 * loading.
 */
export async function settleLoadsBookingsPull(page: Page): Promise<void> {
  await page
    .waitForFunction(
      async () => {
        const row = await window.__bench?.db.meta.get('pull:bookings');
        const state = row?.value as { loading?: boolean; at?: number | null } | undefined;
        return !state?.loading && (state?.at ?? 0) > performance.timeOrigin;
      },
      undefined,
      { timeout: 60_000, polling: 250 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(1000);
}

/**
 * Waits (up to 20 s) until the page has kept a dashboard snapshot with its status figures (not
 * the empty dashboard of before the first pull); resolves with its size.
 */
export async function waitForSnapshot(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    (key) => {
      const text = localStorage.getItem(key);
      return text?.includes('data-status-count') ? text.length : null;
    },
    SNAPSHOT_KEY,
    { timeout: 20_000, polling: 250 },
  );
  return (await handle.jsonValue()) ?? 0;
}
