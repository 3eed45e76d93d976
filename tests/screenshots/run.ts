/**
 * `npm run screenshots`: the pictures in docs/, taken from the app itself so they stay true.
 * Builds the app (or takes `--dist=<dir>`, a build made before), starts the reference API
 * in-process on a free port with a fresh copy of the demo data and a fixed code, signs in as the
 * demo lab through the sign-in screen in Debian's Chromium, and saves each screen of SHOTS
 * (shots.ts) as docs/<name>.png once its real content is drawn. `--only=a,b` takes some of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp } from '../../bench/build.ts';
import { BENCH_OTP, startServer, type BenchServer } from '../../bench/server.ts';
import { waitForPulls } from '../../bench/session.ts';
import { NAME_HELPER_SCRIPT } from '../../bench/util.ts';
import { CHROMIUM_ARGS } from '../e2e/chromium.ts';
import { trackRequests, waitForQuiet } from '../e2e/quiet.ts';
import { DEMO_EMAIL } from '../../server/db/seed.ts';
import { SHOTS, type Api, type Shot } from './shots.ts';

const OUT_DIR = resolve('docs');
const TIMEOUT_MS = 30_000;

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

/** The demo lab signs in with its e-mail and the fixed code, as a person would. */
async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(BENCH_OTP);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/`);
}

/** The API as the vendor signed in on the page (its session row's token). */
function apiOf(page: Page, base: string): Api {
  return async <T>(
    path: string,
    init: { method?: string; body?: unknown; staff?: string } = {},
  ) => {
    const token = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('root');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(new Error('no database'));
      });
      const row = await new Promise<{ token: string } | undefined>((resolve) => {
        const req = db.transaction('session').objectStore('session').get('current');
        req.onsuccess = () => resolve(req.result as { token: string } | undefined);
        req.onerror = () => resolve(undefined);
      });
      db.close();
      return row?.token ?? '';
    });
    const res = await page.request.fetch(`${base}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Token ${token}`,
        'Content-Type': 'application/json',
        ...(init.staff ? { 'X-Staff-Session': init.staff } : {}),
      },
      ...(init.body === undefined ? {} : { data: JSON.stringify(init.body) }),
    });
    if (!res.ok()) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status()}`);
    return ((await res.json()) as { data: T }).data;
  };
}

/** The screen shows its content: its own mark, no spinner or skeleton, fonts and images in. */
async function waitForContent(page: Page, shot: Shot): Promise<void> {
  await shot.ready(page).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  // The refresh this page load started (after its first screen) has landed in the mirror.
  await waitForPulls(page, { timeoutMs: 60_000, thisLoad: true });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')].every(
        (el) => !(el as HTMLElement).checkVisibility(),
      ),
    undefined,
    { timeout: TIMEOUT_MS, polling: 100 },
  );
  await waitForQuiet(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) => (img.complete ? undefined : img.decode().catch(() => {}))),
    );
  });
  // Deferred renders (the dashboard's cards, the grid taking over from the first page) settle.
  await page.waitForTimeout(1000);
}

async function takeShot(browser: Browser, base: string, shot: Shot): Promise<string[]> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: 1,
    isMobile: shot.mobile ?? false,
    hasTouch: shot.mobile ?? false,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  trackRequests(context);
  // tsx's keepNames wraps functions in __name, also those page.evaluate sends (waitForPulls).
  await context.addInitScript(NAME_HELPER_SCRIPT);
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await signIn(page, base);
    await waitForPulls(page, { timeoutMs: 60_000, thisLoad: true });
    await shot.prepare?.(page, apiOf(page, base));
    if (shot.path !== '/') await page.goto(`${base}${shot.path}`);
    await shot.open?.(page);
    await waitForContent(page, shot);
    const file = join(OUT_DIR, `${shot.name}.png`);
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    console.log(`  ${shot.name}: ${shot.path} at ${shot.viewport.width}x${shot.viewport.height}`);
    return errors;
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const only = option('only')?.split(',');
  const shots = only ? SHOTS.filter((s) => only.includes(s.name)) : SHOTS;
  if (shots.length === 0) {
    console.error(
      `No shot named ${only?.join(', ')}; known: ${SHOTS.map((s) => s.name).join(', ')}`,
    );
    return 1;
  }
  const temp = mkdtempSync(join(tmpdir(), 'labdesk-shots-'));
  let dist = option('dist');
  let server: BenchServer | undefined;
  let browser: Browser | undefined;
  let failed = false;
  try {
    if (!dist) {
      dist = join(temp, 'dist');
      console.log(`Building the app into ${dist}`);
      await buildApp(dist, false);
    }
    server = await startServer(join(temp, 'data'), resolve(dist), 'demo');
    console.log(`Demo data served on ${server.url}; writing to ${OUT_DIR}`);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    for (const shot of shots) {
      try {
        const errors = await takeShot(browser, server.url, shot);
        for (const e of errors) console.warn(`    console error on ${shot.path}: ${e}`);
      } catch (err) {
        failed = true;
        console.error(`  ${shot.name}: failed: ${err instanceof Error ? err.message : err}`);
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.close().catch(() => undefined);
    rmSync(temp, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

process.exit(await main());
