import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { calibrateRun, runRatesNote, type RunRate } from './cpu.ts';
import { AUDIT_SELECTION } from './lighthouse-audits.ts';
import { ownBlocking } from './own-blocking.ts';
import { CHROMIUM_PATH } from './device.ts';
import type { Report } from './report.ts';
import { signInByApi, signInPage, waitForPulls, waitForSnapshot } from './session.ts';
import {
  errorText,
  freePort,
  LIGHTHOUSE_PHONE,
  median,
  NAME_HELPER_SCRIPT,
  round,
  withTimeout,
} from './util.ts';

export const SIGN_IN_PERF_LIMIT = 95;
export const DASHBOARD_PERF_LIMIT = 90;
export const A11Y_LIMIT = 100;
export const TBT_LIMIT_MS = 200;

interface Scores {
  performance: number;
  accessibility: number;
  tbt: number;
  /** The blocking time of the page's own work: the tasks' thread time (bench/own-blocking.ts). */
  ownTbt: number;
  /** The same count from the tasks' wall time, as Lighthouse's simulation takes them. */
  wallTbt: number;
  lcp: number;
  fcp: number;
  /** Accessibility audits that failed, by id. */
  a11yFailures: string[];
  /** The 1-minute load average as the audit started. */
  load: number;
  /** Lighthouse's own benchmarkIndex of the host in that run. */
  index: number;
  /** The host measured just before the run, and the CPU rate the run was simulated at. */
  run: RunRate;
}

async function audit(
  url: string,
  port: number,
  disableStorageReset: boolean,
  saveAs: string,
  run: RunRate,
): Promise<Scores> {
  try {
    return await auditOnce(url, port, disableStorageReset, saveAs, run);
  } catch (err) {
    // A busy machine can make Lighthouse miss one DevTools answer: one more try before giving up.
    console.log(`  (Lighthouse on ${url} failed once: ${errorText(err)}; trying again)`);
    return auditOnce(url, port, disableStorageReset, saveAs, run);
  }
}

async function auditOnce(
  url: string,
  port: number,
  disableStorageReset: boolean,
  saveAs: string,
  run: RunRate,
): Promise<Scores> {
  const load = loadavg()[0] ?? NaN;
  const result = await withTimeout(
    `Lighthouse on ${url}`,
    180_000,
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      ...AUDIT_SELECTION,
      disableStorageReset,
      // Its simulated throttling slows the observed CPU work by the phone's rate for the host
      // as measured just before this run.
      throttling: { cpuSlowdownMultiplier: run.rate },
    }),
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  writeFileSync(saveAs, JSON.stringify(lhr));
  // BENCH_TRACES=1 keeps each audit's trace beside its report, to see which tasks block.
  if (process.env.BENCH_TRACES === '1') {
    writeFileSync(saveAs.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const own = ownBlocking(result.artifacts.Trace.traceEvents, run.rate);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    tbt: metric('total-blocking-time'),
    ownTbt: own?.fromThreadTime ?? NaN,
    wallTbt: own?.fromWallTime ?? NaN,
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    a11yFailures: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
    load,
    index: lhr.environment.benchmarkIndex,
    run,
  };
}

/** The signed-in screens audited (a returning vendor's cold load), each AUDIT_RUNS times. */
const SIGNED_IN_ROUTES = [
  ['dashboard', '/'],
  ['bookings', '/bookings'],
  ['reception', '/reception'],
] as const;
/** Audits of each screen (one audit's blocking time swung from 68 to 291 ms between runs). */
const AUDIT_RUNS = 5;

/** Each figure's median over the runs (accessibility failures: the first run's). */
function medianScores(runs: Scores[]): Scores {
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    tbt: median(runs.map((r) => r.tbt)),
    ownTbt: median(runs.map((r) => r.ownTbt)),
    wallTbt: median(runs.map((r) => r.wallTbt)),
    lcp: median(runs.map((r) => r.lcp)),
    fcp: median(runs.map((r) => r.fcp)),
    a11yFailures: runs[0]?.a11yFailures ?? [],
    load: median(runs.map((r) => r.load)),
    index: median(runs.map((r) => r.index)),
    run: {
      index: median(runs.map((r) => r.run.index)),
      rate: median(runs.map((r) => r.run.rate)),
    },
  };
}

function addScores(
  report: Report,
  label: string,
  perfLimit: number,
  s: Scores,
  runs: Scores[] = [],
): void {
  const each = (pick: (r: Scores) => number) =>
    runs.length > 1
      ? `; median of ${runs.length}: ${runs.map((r) => round(pick(r), 0)).join(' / ')}`
      : '';
  const all = runs.length > 1 ? runs : [s];
  const loads =
    `; load ${all.map((r) => r.load.toFixed(1)).join(' / ')}; ` +
    `${runRatesNote(all.map((r) => r.run))}, Lighthouse's ` +
    `index ${all.map((r) => Math.round(r.index)).join(' / ')}`;
  report.add({
    name: `Lighthouse ${label}: performance`,
    value: s.performance,
    unit: '',
    limit: perfLimit,
    comparison: 'min',
    note: `FCP ${round(s.fcp / 1000, 1)} s, LCP ${round(s.lcp / 1000, 1)} s${each((r) => r.performance)}${loads}`,
  });
  report.add({
    name: `Lighthouse ${label}: accessibility`,
    value: s.accessibility,
    unit: '',
    limit: A11Y_LIMIT,
    comparison: 'min',
    ...(s.a11yFailures.length ? { note: `failing: ${s.a11yFailures.join(', ')}` } : {}),
  });
  report.add({
    name: `Lighthouse ${label}: total blocking time`,
    value: round(s.tbt, 0),
    unit: 'ms',
    limit: TBT_LIMIT_MS,
    note: `${each((r) => r.tbt)}${loads}`.slice(2),
  });
  report.add({
    name: `Lighthouse ${label}: blocking time of the page's own work`,
    value: round(s.ownTbt, 0),
    unit: 'ms',
    note:
      `the main thread's tasks of 10 ms and over after the first paint, from their thread time ` +
      `(the host's contention left out), x the rate - 50${each((r) => r.ownTbt)}; the same ` +
      `from their wall time ${round(s.wallTbt, 0)} ms${each((r) => r.wallTbt)}`,
  });
}

/**
 * Lighthouse 12, default mobile config, against a Chromium the bench launched with a debugging
 * port and its own profile: sign-in signed out, then the dashboard, /bookings and /reception after
 * signing in there, AUDIT_RUNS each (the medians count). Before each of those runs the worker,
 * its caches and the HTTP cache are dropped (the session and the mirror stay), so each is a first
 * load of the signed-in app by a returning vendor, not a warm one.
 */
export async function measureLighthouse(
  base: string,
  outDir: string,
  chromiumArgs: string[],
  report: Report,
): Promise<Record<string, unknown>> {
  const profile = join(outDir, 'lighthouse-profile');
  rmSync(profile, { recursive: true, force: true });
  mkdirSync(profile, { recursive: true });
  const port = await freePort();
  let context: BrowserContext | undefined;
  const out: Record<string, unknown> = {};
  /** A blank page of the audited browser, where the host is measured before each audit. */
  let hostPage: Page | undefined;
  /** AUDIT_RUNS audits of `path`, `before` each; their medians reported under `label`. */
  const auditRuns = async (
    label: string,
    path: string,
    perfLimit: number,
    keepStorage: boolean,
    before?: () => Promise<void>,
  ) => {
    const runs: Scores[] = [];
    for (let i = 0; i < AUDIT_RUNS; i += 1) {
      await before?.();
      const saveAs = join(outDir, `lighthouse-${label}-${i + 1}.json`);
      if (!hostPage) throw new Error('the page measuring the host is not open');
      const run = await calibrateRun(hostPage);
      runs.push(await audit(`${base}${path}`, port, keepStorage, saveAs, run));
    }
    const scores = medianScores(runs);
    addScores(report, label, perfLimit, scores, runs);
    return { median: scores, runs };
  };
  try {
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...chromiumArgs, '--headless=new', `--remote-debugging-port=${port}`],
    });
    context = browser;
    hostPage = await browser.newPage();

    try {
      // Signed out, each run a first visit: Lighthouse resets the origin's storage before it.
      out.signIn = await auditRuns('sign-in', '/login', SIGN_IN_PERF_LIMIT, false);
    } catch (err) {
      report.notMeasured('Lighthouse sign-in', errorText(err));
    }

    try {
      await browser.addInitScript(NAME_HELPER_SCRIPT);
      const page = await browser.newPage();
      // The phone Lighthouse emulates: a snapshot is painted only in the layout it was taken in.
      await page.setViewportSize(LIGHTHOUSE_PHONE);
      await signInPage(page, base, await signInByApi(base));
      await waitForPulls(page);
      // A returning vendor: the dashboard was drawn from the settled mirror and its snapshot kept
      // (src/lib/snapshot.ts). Drawn again, since one taken before the pulls landed lacks figures.
      // The same for the other audited screens, each with its snapshot.
      const settled = await page.evaluate(() => Date.now());
      for (const [, path] of SIGNED_IN_ROUTES) {
        await page.goto(`${base}${path}`);
        await waitForSnapshot(page, settled, path);
      }
      // Off the app: a live dashboard in another tab would share the CPU with the audits, and
      // redraw (and keep again) its snapshot when the audited load writes the mirror.
      await page.goto('about:blank');
      for (const [label, path] of SIGNED_IN_ROUTES) {
        out[label] = await auditRuns(label, path, DASHBOARD_PERF_LIMIT, true, async () => {
          // Each run a first load again: no worker, no caches (Lighthouse's own load installs
          // them); the session, the mirror and the dashboard's snapshot stay.
          const cdp = await browser.newCDPSession(page);
          await cdp.send('Storage.clearDataForOrigin', {
            origin: base,
            storageTypes: 'service_workers,cache_storage',
          });
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
        });
      }
      await page.close();
    } catch (err) {
      report.notMeasured('Lighthouse signed in', errorText(err));
    }
  } finally {
    await context?.close().catch(() => undefined);
  }
  return out;
}
