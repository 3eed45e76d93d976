import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { Report } from './report.ts';
import { settleLoadsBookingsPull, waitForSnapshot } from './session.ts';
import { paintsOf, type PaintName, type Paints } from './marks.ts';
import { LIGHTHOUSE_PHONE, median, round, TABLET_VIEWPORT } from './util.ts';
import { slowWorkers, type SlowWorkers } from './worker-cpu.ts';
import { calibrateRun, runRatesNote, type RunRate } from './cpu.ts';

export const WARM_START_LIMIT_MS = 1000;
/** The first booking card, row or patient of a warm start. */
export const WARM_FIRST_ITEM_LIMIT_MS = 800;
export const STATUS_CHANGE_LIMIT_MS = 200;
const RUNS = 5;

/** Reloads until the service worker controls the page (it registers after the load event). */
export async function workerInControl(page: Page, base: string): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    if (controlled) return;
    await page.goto(`${base}/`);
  }
  throw new Error('the service worker never took control');
}

let workers: { rate: number; slow: SlowWorkers } | null = null;
process.on('exit', () => workers?.slow.stop());

/**
 * DevTools' CPU throttling of the page's renderer (1 = none), and the same slow-down of the
 * browser's dedicated workers while it lasts (DevTools cannot slow them: worker-cpu.ts).
 */
export async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (workers?.rate === rate) return;
  workers?.slow.stop();
  workers = rate > 1 ? { rate, slow: slowWorkers(rate) } : null;
}

/** How the workers run under the last throttle, for a figure's note. */
export function workersNote(): string {
  return workers?.slow.note() ?? 'workers at full speed';
}

/** The paint of a screen's first item: the warm starts' rows with the 800 ms limit. */
type FirstItem = Extract<PaintName, 'firstRow' | 'firstCard' | 'firstPatient'>;

/** One timed visit: its paints, and the rate it was throttled to (the host measured just before). */
interface Visit {
  paints: Paints;
  run: RunRate;
}

/**
 * One throttled navigation to `path`, until every paint named in `want` is noted, throttled to
 * the phone from the host's speed measured just before it (bench/cpu.ts `calibrateRun`). With
 * `workerStopped`, the service worker is stopped first, as the browser stops an idle one (an
 * installed app opened again after a while): the navigation then waits for it to start.
 *
 * The navigation is made in the same tab, from the previous visit's screen: the renderer has run
 * the app before, so its scripts come from the memory cache and V8 has their compiled code. With
 * `relaunch`, it is made in a new tab instead, as a launch from the home screen after the app was
 * closed: a renderer that has run none of it (the tab before waits on about:blank, then loads the
 * screen again, untimed, for the next visit).
 */
async function timedVisit(
  page: Page,
  cdp: CDPSession,
  base: string,
  path: string,
  want: PaintName[],
  { workerStopped = false, relaunch = false } = {},
): Promise<Visit> {
  // Each visit starts quiet: the previous load's own pull of the bookings has landed.
  await settleLoadsBookingsPull(page);
  if (workerStopped) {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.send('ServiceWorker.disable');
  }
  if (!relaunch) return throttledVisit(page, cdp, `${base}${path}`, want);
  await page.goto('about:blank');
  const tab = await page.context().newPage();
  try {
    const size = page.viewportSize();
    if (size) await tab.setViewportSize(size);
    const tabCdp = await page.context().newCDPSession(tab);
    const visit = await throttledVisit(tab, tabCdp, `${base}${path}`, want);
    await settleLoadsBookingsPull(tab);
    return visit;
  } finally {
    await tab.close();
    await page.goto(`${base}${path}`);
  }
}

async function throttledVisit(
  page: Page,
  cdp: CDPSession,
  url: string,
  want: PaintName[],
): Promise<Visit> {
  const run = await calibrateRun(page);
  await throttle(cdp, run.rate);
  try {
    // Waited for by the page's console, not by waitForFunction (marks.ts `paintsOf`).
    const paints = await paintsOf(page, want, () => page.goto(url, { waitUntil: 'commit' }));
    return { paints, run };
  } finally {
    await throttle(cdp, 1);
  }
}

/**
 * The installed app's warm start on a mid-range device: the worker in control, the mirror filled
 * (10,000 bookings) and the screens' snapshots kept, the CPU throttled to the phone's
 * (bench/cpu.ts); from navigation start to the presentation of the frame that drew the
 * dashboard's figures (the snapshot's, then the live ones), and of the frame that drew the first
 * row of /bookings, the first card at a phone's size and the first patient at the counter
 * tablet's (each the snapshot's, then the app's: marks.ts). Median of RUNS each; the phone's first
 * card once more with the worker stopped before each visit, and the three first items once more
 * relaunched in a new tab (reported, no limit: `timedVisit`).
 */
export async function measureWarmStart(
  page: Page,
  context: BrowserContext,
  base: string,
  report: Report,
): Promise<Record<string, unknown>> {
  await workerInControl(page, base);
  await page.goto(`${base}/`);
  const snapshotChars = await waitForSnapshot(page);
  const cdp = await context.newCDPSession(page);
  const dashboard: Visit[] = [];
  const bookings: Visit[] = [];
  const cards: Visit[] = [];
  const cardsCold: Visit[] = [];
  const patients: Visit[] = [];
  const relaunched: Record<FirstItem, Visit[]> = {
    firstRow: [],
    firstCard: [],
    firstPatient: [],
  };
  const relaunch = { relaunch: true };
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  try {
    // An untimed visit of each first: the everyday start, not the first after an update.
    await timedVisit(page, cdp, base, '/bookings', ['firstRow']);
    for (let i = 0; i < RUNS; i += 1) {
      dashboard.push(await timedVisit(page, cdp, base, '/', ['snapshotFigures', 'liveFigures']));
    }
    for (let i = 0; i < RUNS; i += 1) {
      bookings.push(await timedVisit(page, cdp, base, '/bookings', ['firstRow']));
    }
    for (let i = 0; i < RUNS; i += 1) {
      relaunched.firstRow.push(
        await timedVisit(page, cdp, base, '/bookings', ['firstRow'], relaunch),
      );
    }
    // The phone's list of cards and the counter tablet's queue, each at its own size.
    // Each screen's snapshot is kept by the untimed visit: the timed ones paint it first.
    await page.setViewportSize(LIGHTHOUSE_PHONE);
    await timedVisit(page, cdp, base, '/bookings', ['firstCard']);
    await waitForSnapshot(page, 0, '/bookings');
    const card: PaintName[] = ['snapshotCard', 'firstCard'];
    for (let i = 0; i < RUNS; i += 1) {
      cards.push(await timedVisit(page, cdp, base, '/bookings', card));
    }
    for (let i = 0; i < RUNS; i += 1) {
      cardsCold.push(await timedVisit(page, cdp, base, '/bookings', card, { workerStopped: true }));
    }
    for (let i = 0; i < RUNS; i += 1) {
      relaunched.firstCard.push(await timedVisit(page, cdp, base, '/bookings', card, relaunch));
    }
    await page.setViewportSize(TABLET_VIEWPORT);
    await timedVisit(page, cdp, base, '/reception', ['firstPatient']);
    await waitForSnapshot(page, 0, '/reception');
    for (let i = 0; i < RUNS; i += 1) {
      patients.push(
        await timedVisit(page, cdp, base, '/reception', ['snapshotPatient', 'firstPatient']),
      );
    }
    for (let i = 0; i < RUNS; i += 1) {
      relaunched.firstPatient.push(
        await timedVisit(page, cdp, base, '/reception', ['firstPatient'], relaunch),
      );
    }
  } finally {
    await page.setViewportSize(desktop).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
  const each = (runs: Visit[], name: PaintName) => runs.map((r) => round(r.paints[name] ?? NaN, 0));
  const rates = (runs: Visit[]) => runRatesNote(runs.map((r) => r.run));
  const snapshot = each(dashboard, 'snapshotFigures');
  const live = each(dashboard, 'liveFigures');
  report.add({
    name: 'warm start (phone CPU): dashboard figures',
    value: round(median(snapshot, 0), 0),
    unit: 'ms',
    limit: WARM_START_LIMIT_MS,
    note: `${rates(dashboard)}; the snapshot's (${round(snapshotChars / 1024, 0)} KiB); runs ${snapshot.join(' / ')} ms`,
  });
  report.add({
    name: 'warm start (phone CPU): dashboard from the mirror',
    value: round(median(live, 0), 0),
    unit: 'ms',
    limit: WARM_START_LIMIT_MS,
    note: `${rates(dashboard)}; the live figures replacing the snapshot; runs ${live.join(' / ')} ms`,
  });
  const firsts: [string, Visit[], FirstItem, string][] = [
    ['/bookings first row (1280x800)', bookings, 'firstRow', 'the table'],
    [
      `/bookings first card (${LIGHTHOUSE_PHONE.width}x${LIGHTHOUSE_PHONE.height})`,
      cards,
      'firstCard',
      'the phone list',
    ],
    [
      `/reception first patient (${TABLET_VIEWPORT.width}x${TABLET_VIEWPORT.height})`,
      patients,
      'firstPatient',
      "today's queue",
    ],
  ];
  for (const [what, runs, paint, where] of firsts) {
    const times = each(runs, paint);
    report.add({
      name: `warm start (phone CPU): ${what}`,
      value: round(median(times, 0), 0),
      unit: 'ms',
      limit: WARM_FIRST_ITEM_LIMIT_MS,
      note: `${rates(runs)}; 10,000 bookings, ${where}; runs ${times.join(' / ')} ms`,
    });
  }
  // What the painted snapshots show first, before the app: no limit (the rows above are the app's).
  const painted: [string, Visit[], PaintName][] = [
    [`/bookings (${LIGHTHOUSE_PHONE.width}x${LIGHTHOUSE_PHONE.height})`, cards, 'snapshotCard'],
    [
      `/reception (${TABLET_VIEWPORT.width}x${TABLET_VIEWPORT.height})`,
      patients,
      'snapshotPatient',
    ],
  ];
  for (const [what, runs, paint] of painted) {
    const times = each(runs, paint);
    report.add({
      name: `warm start (phone CPU): ${what} snapshot's first item`,
      value: round(median(times, 0), 0),
      unit: 'ms',
      note: `${rates(runs)}; painted by index.html before the app, as of its time; runs ${times.join(' / ')} ms`,
    });
  }
  const cold = each(cardsCold, 'firstCard');
  report.add({
    name: `warm start (phone CPU), worker stopped first: /bookings first card (${LIGHTHOUSE_PHONE.width}x${LIGHTHOUSE_PHONE.height})`,
    value: round(median(cold, 0), 0),
    unit: 'ms',
    note: `${rates(cardsCold)}; the app opened again after the browser stopped its idle worker; runs ${cold.join(' / ')} ms`,
  });
  for (const [what, , paint] of firsts) {
    const runs = relaunched[paint];
    const times = each(runs, paint);
    report.add({
      name: `warm start (phone CPU), relaunched in a new tab: ${what}`,
      value: round(median(times, 0), 0),
      unit: 'ms',
      note: `${rates(runs)}; a renderer that has not run the app (the rows above reuse the tab's); runs ${times.join(' / ')} ms`,
    });
  }
  return { snapshotChars, dashboard, bookings, cards, cardsCold, patients, relaunched };
}

interface StatusChangeRun {
  /** From the click's event time to the frame after the drawer shows the new status. */
  drawer: number;
  /** The same until the frame after the table no longer lists the booking as pending. */
  table: number;
  /** The longest Event Timing entry of the click's interaction. */
  longestEvent: number;
  /** The rate the click was throttled to (the host measured just before). */
  run: RunRate;
}

interface ChangeState {
  click: number;
  frames: Record<string, number>;
  events: PerformanceEntry[];
}

declare global {
  interface Window {
    __benchChange?: ChangeState;
  }
}

/**
 * Runs in the page before the click: notes the click's time, the frame after each of `checks`
 * (selectors that must match, or with `!` in front, must not) first holds, and every Event Timing
 * entry over 16 ms.
 */
export function watchChange(checks: Record<string, string>): void {
  const state: ChangeState = { click: 0, frames: {}, events: [] };
  window.__benchChange = state;
  new PerformanceObserver((list) => {
    state.events.push(...list.getEntries());
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  document.addEventListener(
    'click',
    (event) => {
      state.click = event.timeStamp;
    },
    { capture: true, once: true },
  );
  const holds = (check: string) =>
    check.startsWith('!')
      ? document.querySelector(check.slice(1)) === null
      : document.querySelector(check) !== null;
  const frames = window.__benchFrames;
  if (!frames) throw new Error('no frame watch in this page (bench/marks.ts installMarks)');
  frames({
    observe: {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-status'],
    },
    waiting: new Set(Object.keys(checks)),
    shows: (name) => holds(checks[name] ?? ''),
    noted: state.frames,
    clock: () => performance.now(),
  });
}

/**
 * What watchChange saw: each check's frame, from the click's event time; the longest Event
 * Timing entry of the click's interaction (entries arrive after their frame: it waits a moment).
 */
export async function watchedTimes(
  page: Page,
): Promise<{ frames: Record<string, number>; longestEvent: number }> {
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const s = window.__benchChange;
    if (!s) throw new Error('the change was not watched');
    const interaction = (e: PerformanceEntry) =>
      (e as PerformanceEntry & { interactionId?: number }).interactionId ?? 0;
    return {
      frames: Object.fromEntries(Object.entries(s.frames).map(([k, at]) => [k, at - s.click])),
      longestEvent: Math.max(
        0,
        ...s.events.filter((e) => interaction(e) > 0).map((e) => e.duration),
      ),
    };
  });
}

/**
 * A status change on the bookings screen at the phone's CPU (bench/cpu.ts, measured before each click): the table of pending bookings, one's drawer
 * open, a click on "Confirm"; from the click to the frame after the drawer (where the click was)
 * shows the new status, and to the frame after the table no longer lists the booking as pending;
 * and the longest Event Timing entry of that interaction. Median of 3 (three bookings).
 */
export async function measureStatusChange(
  page: Page,
  context: BrowserContext,
  base: string,
  report: Report,
): Promise<Record<string, unknown>> {
  // The waiting list: the table filtered to pending bookings, every day.
  await page.goto(`${base}/bookings?status=pending&from=all`);
  await settleLoadsBookingsPull(page);
  const cdp = await context.newCDPSession(page);
  const runs: StatusChangeRun[] = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      // The first pending booking; its drawer offers "confirmed".
      const target = page.locator('table tbody tr[data-id], .MuiDataGrid-row[data-id]').first();
      const id = await target.getAttribute('data-id');
      if (!id) throw new Error('no pending booking on the first page');
      await target.click();
      const drawer = page.getByRole('dialog');
      const confirm = drawer.getByRole('button', { name: 'Confirm', exact: true });
      await confirm.waitFor();
      await page.evaluate(watchChange, {
        drawer: '[role="dialog"] [data-status="confirmed"]',
        table: `![data-id="${id}"] [data-status="pending"]`,
      });
      const run = await calibrateRun(page);
      await throttle(cdp, run.rate);
      try {
        await confirm.click();
        await page.waitForFunction(
          () => Object.keys(window.__benchChange?.frames ?? {}).length === 2,
          undefined,
          { timeout: 30_000, polling: 100 },
        );
        const { frames, longestEvent } = await watchedTimes(page);
        runs.push({
          drawer: frames.drawer ?? NaN,
          table: frames.table ?? NaN,
          longestEvent,
          run,
        });
      } finally {
        await throttle(cdp, 1);
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await settleLoadsBookingsPull(page);
    }
  } finally {
    await cdp.detach().catch(() => undefined);
  }
  const each = (key: 'drawer' | 'table' | 'longestEvent') => runs.map((r) => round(r[key], 0));
  const rates = runRatesNote(runs.map((r) => r.run));
  report.add({
    name: 'status change (phone CPU): click to the new status',
    value: round(median(each('drawer'), 0), 0),
    unit: 'ms',
    limit: STATUS_CHANGE_LIMIT_MS,
    note: `${rates}; the drawer clicked in; runs ${each('drawer').join(' / ')} ms`,
  });
  report.add({
    name: 'status change (phone CPU): the table follows',
    value: round(median(each('table'), 0), 0),
    unit: 'ms',
    note: `${rates}; 2,400 pending of 10,000, the booking leaves; runs ${each('table').join(' / ')} ms`,
  });
  report.add({
    name: 'status change (phone CPU): longest event entry',
    value: round(median(each('longestEvent'), 0), 0),
    unit: 'ms',
    limit: STATUS_CHANGE_LIMIT_MS,
    note: `${rates}; Event Timing, the click's interaction; runs ${each('longestEvent').join(' / ')} ms`,
  });
  return { runs };
}
