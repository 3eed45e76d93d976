import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
} from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/e2e/chromium.ts';

/**
 * Debian's Chromium; `BENCH_CHROMIUM` names another build, to compare two versions on one host
 * (bench/README.md, the run at 5544486: "Not the browser's version").
 */
export const CHROMIUM_PATH = process.env.BENCH_CHROMIUM || '/usr/bin/chromium';

/** How the bench starts every Chromium of its own: headless, with the project's flags. */
export const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
};

/** The profiles of the devices still open. */
const openProfiles = new Set<string>();
let exitHook = false;

/**
 * A device the app runs on: a Chromium of its own on a fresh profile on disk, as an installed
 * app's; closing the context ends that browser and removes the profile.
 *
 * Not an incognito context of one shared browser (`browser.newContext()`): Chromium keeps an
 * incognito context's IndexedDB in memory, in another backend (SQLite, since the blink-dev PSA
 * "IndexedDB: SQLite backend (in-memory contexts)", December 2025), while a profile on disk keeps
 * LevelDB. Measured on this host (Chromium 150, full speed, 100,000 bookings put in transactions
 * of 500 into a store with the mirror's three indexes): 139.6 s in memory, slowing as the store
 * grew (645 µs a booking for the first 20,000, up to 2,077 after), against 21.8 s on disk (158 to
 * 248 µs). Every figure that writes or reads the mirror measured a store no vendor has.
 */
export async function openDevice(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  if (process.env.BENCH_INCOGNITO === '1') return openIncognito(options);
  const profile = await mkdtemp(join(tmpdir(), 'labdesk-bench-device-'));
  openProfiles.add(profile);
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, { ...LAUNCH_OPTIONS, ...options });
  } catch (err) {
    openProfiles.delete(profile);
    await rm(profile, { recursive: true, force: true });
    throw err;
  }
  removeLeftProfilesAtExit();
  // The browser may still be writing the profile as it ends: a few tries, and a leftover is no
  // error. Kept in openProfiles until it is gone: a run that ends meanwhile removes it at exit.
  context.on('close', () => {
    rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).then(
      () => openProfiles.delete(profile),
      () => undefined,
    );
  });
  return context;
}

/**
 * A run that ends with devices open (a failure, Ctrl-C, `timeout`'s SIGTERM) removes their
 * profiles as the process exits; they were left in the temporary folder, each with its mirror's
 * IndexedDB (the large seed's after a first pull). Set after the first launch, so that it runs
 * after Playwright's own exit handler has killed the browsers (Playwright ends the process on
 * SIGINT and SIGTERM, which runs it too).
 */
function removeLeftProfilesAtExit(): void {
  if (exitHook) return;
  exitHook = true;
  process.on('exit', () => {
    for (const profile of openProfiles) {
      try {
        rmSync(profile, { recursive: true, force: true });
      } catch {
        // Nothing more can be done while the process ends.
      }
    }
  });
}

/**
 * `BENCH_INCOGNITO=1`: each device an incognito context (IndexedDB in memory) of a browser of its
 * own, as before bench/device.ts, to compare the two stores on one host.
 */
async function openIncognito(options: BrowserContextOptions): Promise<BrowserContext> {
  const browser = await chromium.launch(LAUNCH_OPTIONS);
  const context = await browser.newContext(options);
  context.on('close', () => {
    browser.close().catch(() => undefined);
  });
  return context;
}

/** A trace event, as much of it as the bench reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own (CPU) time of a complete event, in µs. */
  tdur?: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/**
 * Traces `work` in the page of `cdp` (DevTools' Tracing domain on the page's own session, as
 * Puppeteer's `page.tracing` does: a device's browser is not a Playwright `Browser`, whose
 * `startTracing` the bench used before) and returns the trace's JSON.
 */
export async function tracePage<T>(
  cdp: CDPSession,
  categories: string[],
  work: () => Promise<T>,
): Promise<{ result: T; trace: Buffer }> {
  await cdp.send('Tracing.start', {
    categories: categories.join(','),
    transferMode: 'ReturnAsStream',
  });
  let result: T;
  let stream: string | undefined;
  try {
    result = await work();
  } finally {
    const complete = new Promise<string | undefined>((resolve) =>
      cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream)),
    );
    await cdp.send('Tracing.end');
    stream = await complete;
  }
  if (!stream) throw new Error('the trace came with no stream');
  const chunks: Buffer[] = [];
  for (;;) {
    const read = await cdp.send('IO.read', { handle: stream });
    chunks.push(Buffer.from(read.data, read.base64Encoded ? 'base64' : 'utf8'));
    if (read.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  return { result, trace: Buffer.concat(chunks) };
}
