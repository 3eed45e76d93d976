/**
 * The sync group's figures of a mirror far behind the server: back online after 1,000 changes,
 * and the first pull of the large seed (signed in on a screen, and with no screen).
 */
import './page-types.ts';
import { storeSessionRow } from '../tests/e2e/session-row.ts';
import type { Report } from './report.ts';
import { signInByApi, waitForPulls } from './session.ts';
import { pathsText } from './sync-meter.ts';
import { median, round } from './util.ts';
import { paintsOf } from './marks.ts';
import { throttle, workerInControl, workersNote } from './warm.ts';
import { cpuNote } from './cpu.ts';
import {
  call,
  closeTablet,
  FORWARD,
  KB,
  newTablet,
  openSettled,
  screenRows,
  serverHead,
  sleep,
  throttledGoto,
  type Device,
  type SyncNotes,
  type Tablet,
} from './sync-devices.ts';

export const CATCH_UP_LIMIT_MS = 3000;
export const CATCH_UP_BYTES_LIMIT_KB = 100;
export const CATCH_UP_TASK_LIMIT_MS = 50;
export const FIRST_ROW_LIMIT_MS = 2000;
export const WHOLE_MIRROR_LIMIT_S = 30;
const OFFLINE_STATUS_CHANGES = 900;
const OFFLINE_DELETES = 100;
/** How long the first sign-in of the large seed may take to land the whole mirror. */
const FIRST_PULL_CAP_MS = 120_000;

interface CatchUpMarks {
  online: number | null;
  caughtUp: number | null;
  longTasks: { start: number; duration: number }[];
}

declare global {
  interface Window {
    __benchCatchUp?: CatchUpMarks;
  }
}

/**
 * In the page: notes when the browser says it is online again (the event's time), and when the
 * mirror's cursor first equals `head` (read every 50 ms), on the page's clock.
 */
function watchCatchUp(head: string): void {
  const marks: CatchUpMarks = { online: null, caughtUp: null, longTasks: [] };
  window.__benchCatchUp = marks;
  window.addEventListener('online', (event) => {
    marks.online ??= event.timeStamp;
  });
  const tick = async () => {
    if ((await window.__bench?.feedCursor()) === head) {
      marks.caughtUp = performance.now();
      return;
    }
    setTimeout(() => void tick(), 50);
  };
  void tick();
}

/**
 * The tablet offline on the reception screen (context offline, every /api request aborted, its
 * open stream ended by the server) while another device makes 1,000 changes: 900 bookings moved
 * on a status each and 100 deletions (offers and notifications, half each); then back online at
 * the phone's CPU: until the mirror's cursor is the server's head, the bytes under /api meanwhile, and the
 * longest task.
 */
export async function measureCatchUp(
  tablet: Tablet,
  device: Device,
  report: Report,
  notes: SyncNotes,
  /** Ends the server's open streams, as a lost network ends the tablet's. */
  dropStreams: () => void,
): Promise<Record<string, unknown>> {
  const { context, page, meter } = tablet;
  const everyApi = '**/api/**';
  try {
    await openSettled(tablet, '/reception');
    await screenRows(tablet);
    await sleep(1000);
    await context.route(everyApi, (route) => route.abort());
    await context.setOffline(true);
    // DevTools' offline emulation leaves a response already open alone: the stream went on
    // bringing the head's events. A lost network ends it, so the server ends it here.
    dropStreams();
    await sleep(1000);

    const made = Date.now();
    const bookings = ((await call(device, 'GET', '/bookings')).data ?? []) as {
      id: number;
      status: string;
    }[];
    const movable = bookings.filter((b) => FORWARD[b.status]);
    if (movable.length < OFFLINE_STATUS_CHANGES) {
      throw new Error(`only ${movable.length} bookings can move on`);
    }
    // Spread over the whole list (every day of the seed), not the first days only.
    const stride = movable.length / OFFLINE_STATUS_CHANGES;
    for (let i = 0; i < OFFLINE_STATUS_CHANGES; i += 1) {
      const b = movable[Math.floor(i * stride)];
      if (b) await call(device, 'PATCH', `/bookings/${b.id}/`, { status: FORWARD[b.status] });
    }
    const offers = ((await call(device, 'GET', '/offers/')).data ?? []) as { id: number }[];
    const inbox = ((await call(device, 'GET', '/notifications/')).data ?? {}) as {
      notifications?: { id: number }[];
    };
    const half = OFFLINE_DELETES / 2;
    for (const offer of offers.slice(0, half)) await call(device, 'DELETE', `/offers/${offer.id}/`);
    for (const n of (inbox.notifications ?? []).slice(0, OFFLINE_DELETES - half)) {
      await call(device, 'DELETE', `/notifications/${n.id}/delete/`);
    }
    const madeMs = Date.now() - made;
    const head = await serverHead(device);

    await page.evaluate(watchCatchUp, head);
    const back = Date.now();
    await context.unroute(everyApi);
    await context.setOffline(false);
    const deadline = Date.now() + 120_000;
    let marks: CatchUpMarks | undefined;
    for (;;) {
      marks = await page.evaluate(() => window.__benchCatchUp);
      if (marks?.caughtUp != null || Date.now() > deadline) break;
      await sleep(100);
    }
    if (!marks || marks.caughtUp == null || marks.online == null) {
      throw new Error('the tablet had not caught up 120 s after coming back online');
    }
    const caughtUpMs = marks.caughtUp - marks.online;
    // The screen redraws from what the pull wrote and compaction packs the bookings it finished
    // (src/sync/compact-packs.ts): the tasks of the 2 s after are printed apart.
    await sleep(2000);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const w = meter.window(back, origin + marks.caughtUp + 500);
    const tasks = await page.evaluate(() => window.__benchMarks?.longTasks ?? []);
    const streamBack = meter.sentAt(back, '/api/sync/stream');
    const online = marks.online;
    const caught = marks.caughtUp;
    const during = tasks.filter((t) => t.start + t.duration >= online && t.start <= caught);
    const after = tasks.filter((t) => t.start > caught && t.start <= caught + 2000);
    const longest = Math.max(0, ...during.map((t) => t.duration));
    report.add({
      name: 'sync: back online after 1,000 changes: caught up',
      value: round(caughtUpMs, 0),
      unit: 'ms',
      limit: CATCH_UP_LIMIT_MS,
      note: notes.with(
        `${OFFLINE_STATUS_CHANGES} bookings moved on, ${half} offers and ` +
          `${OFFLINE_DELETES - half} notifications deleted (made in ${round(madeMs / 1000)} s); ` +
          `from the online event to the cursor at the head; /reception, ${cpuNote()}`,
      ),
    });
    report.add({
      name: 'sync: back online after 1,000 changes: bytes',
      value: round(w.bytes / KB, 1),
      unit: 'KB',
      limit: CATCH_UP_BYTES_LIMIT_KB,
      note: notes.with(
        `${w.requests} requests: ${pathsText(w.paths)}; the stream asked again ` +
          (streamBack === null ? 'not within 2 s' : `after ${round((streamBack - back) / 1000)} s`),
      ),
    });
    report.add({
      name: 'sync: back online after 1,000 changes: longest task',
      value: round(longest, 0),
      unit: 'ms',
      limit: CATCH_UP_TASK_LIMIT_MS,
      note: notes.with(
        `${during.length} long tasks while catching up` +
          (during.length ? ` (${during.map((t) => round(t.duration, 0)).join(', ')} ms)` : '') +
          `; in the 2 s after (the redraw, compaction): ${after.length}` +
          (after.length ? ` (${after.map((t) => round(t.duration, 0)).join(', ')} ms)` : '') +
          '; 0 = no task over 50 ms',
      ),
    });
    return {
      caughtUpMs,
      window: w,
      during,
      after,
      madeMs,
      streamBackMs: streamBack && streamBack - back,
    };
  } finally {
    await context.unroute(everyApi).catch(() => undefined);
    await context.setOffline(false).catch(() => undefined);
    await throttle(tablet.cdp, 1);
  }
}

/**
 * The sign-in screen as a person leaves it: the code asked for and typed, the session stored.
 * `workerInstalled`: the worker the screen registered at its load has installed and taken control
 * by then, as it has in the tens of seconds a code by e-mail takes (the precache is seconds).
 * Without it the session is stored at once and the worker's install runs beside the first pull.
 */
async function signInScreen(tablet: Tablet, workerInstalled: boolean): Promise<void> {
  await tablet.page.goto(`${tablet.base}/login`);
  if (workerInstalled) await workerInControl(tablet.page, tablet.base);
  await storeSessionRow(tablet.page, await signInByApi(tablet.base));
}

/**
 * /bookings opened at the phone's CPU, the mirror empty: the first row's paint from navigation
 * start (told by the page's console, marks.ts `paintsOf`: nothing of the bench runs in the page
 * until then), or null. `opened` runs once the navigation is under way.
 */
function firstRowOf(tablet: Tablet, opened: () => void = () => undefined): Promise<number | null> {
  return paintsOf(
    tablet.page,
    ['firstRow'],
    async () => {
      await throttledGoto(tablet, '/bookings');
      opened();
    },
    FIRST_PULL_CAP_MS,
  ).then(
    (paints) => paints.firstRow ?? null,
    () => null,
  );
}

/**
 * For context beside the first sign-in: the same first row with the session stored as soon as
 * the sign-in screen has loaded, so the worker's install (its precache of the whole app) runs
 * beside the first pull's first page; median of `runs`.
 */
export async function measureSignInWhileInstalling(
  base: string,
  report: Report,
  notes: SyncNotes,
  runs = 3,
): Promise<Record<string, unknown>> {
  const rows: (number | null)[] = [];
  for (let i = 0; i < runs; i += 1) {
    const tablet = await newTablet(base);
    try {
      await signInScreen(tablet, false);
      rows.push(await firstRowOf(tablet));
    } finally {
      await throttle(tablet.cdp, 1);
      await closeTablet(tablet);
    }
  }
  const seen = rows.filter((row): row is number => row !== null);
  report.add({
    name: 'sync: first sign-in, 100,000 bookings: first row, worker installing',
    value: seen.length > 0 ? round(median(seen, 0), 0) : NaN,
    unit: 'ms',
    note: notes.with(
      `context: the session stored as the sign-in screen loaded; median of ${runs}: ` +
        `${rows.map((row) => (row === null ? 'none' : round(row, 0))).join(' / ')} ms; ${cpuNote()}`,
    ),
  });
  return { rows };
}

/**
 * How long after the first pull has landed the heap is read: the screen's whole list (100,000
 * bookings) is read in slices by then (a few seconds at full speed).
 */
const HEAP_SETTLE_MS = 15_000;

/**
 * A first sign-in on a tablet at the phone's CPU (bench/cpu.ts) against the large seed (100,000
 * bookings): the session stored on the sign-in screen once its worker is in control
 * (`signInScreen`), then /bookings opened; from navigation start to the presentation of the first
 * booking row (marks.ts) and to the last page of the first pull landed (cut off at
 * FIRST_PULL_CAP_MS); the JS heap (DevTools' `Performance.getMetrics`, JSHeapUsedSize) at its
 * highest while pulling (sampled every 2 s) and at the end.
 */
export async function measureFirstSignIn(
  base: string,
  report: Report,
  notes: SyncNotes,
): Promise<Record<string, unknown>> {
  const tablet = await newTablet(base);
  const { page, cdp } = tablet;
  try {
    await signInScreen(tablet, true);
    await cdp.send('Performance.enable');
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    };
    let peak = 0;
    let firstRow: number | null = null;
    let mirror: number | null = null;
    let bookings = 0;
    let workers = '';
    try {
      // The first row is told by the page's console (marks.ts `paintsOf`): nothing of the bench
      // runs in the page until it is painted. Then the pull's progress is read every 2 s.
      let started = Date.now();
      firstRow = await firstRowOf(tablet, () => {
        started = Date.now();
      });
      while (Date.now() - started < FIRST_PULL_CAP_MS) {
        const state = await page
          .evaluate(async () => {
            const meta = window.__bench?.db.meta;
            const pull = (await meta?.get('pull:feed'))?.value as
              { at?: number | null } | undefined;
            const resync = (await meta?.get('feed:resync'))?.value;
            const cursor = (await meta?.get('feed:cursor'))?.value;
            const landed =
              cursor !== undefined && resync !== true && (pull?.at ?? 0) > performance.timeOrigin;
            return {
              firstRow: window.__benchMarks?.paints.firstRow ?? null,
              mirror: landed ? (pull?.at ?? 0) - performance.timeOrigin : null,
            };
          })
          .catch(() => ({ firstRow: null, mirror: null }));
        firstRow ??= state.firstRow;
        if (firstRow !== null) peak = Math.max(peak, await heap());
        if (state.mirror !== null) {
          mirror = state.mirror;
          break;
        }
        await sleep(2000);
      }
      bookings = await page.evaluate(async () => (await window.__bench?.countBookings()) ?? 0);
    } finally {
      workers = workersNote();
      await throttle(cdp, 1);
    }
    const elapsed = await page.evaluate(() => performance.now());
    // The screen reads the whole list once the pull has landed, in slices (readAllBookings): the
    // heap is read while that goes on and at its end, HEAP_SETTLE_MS later.
    for (let waited = 0; waited < HEAP_SETTLE_MS; waited += 1000) {
      await sleep(1000);
      peak = Math.max(peak, await heap());
    }
    const after = await heap();
    peak = Math.max(peak, after);
    report.add({
      name: 'sync: first sign-in, 100,000 bookings: first row',
      value: round(firstRow ?? elapsed, 0),
      unit: 'ms',
      limit: FIRST_ROW_LIMIT_MS,
      note: notes.with(
        `${firstRow === null ? `no row after ${round(elapsed / 1000)} s; ` : ''}from navigation ` +
          `start of /bookings, the sign-in screen's worker in control and the session stored, the mirror empty; ${cpuNote()}, ${workers}`,
      ),
    });
    report.add({
      name: 'sync: first sign-in, 100,000 bookings: whole mirror',
      value: round((mirror ?? elapsed) / 1000, 1),
      unit: 's',
      limit: WHOLE_MIRROR_LIMIT_S,
      note: notes.with(
        (mirror === null
          ? `not landed, cut off at ${FIRST_PULL_CAP_MS / 1000} s with ${bookings} bookings in`
          : `${bookings} bookings in`) +
          `; to the first pull's last page landed, /bookings open, ${cpuNote()}, ${workers}`,
      ),
    });
    report.add({
      name: 'sync: first sign-in, 100,000 bookings: JS heap',
      value: round(after / 1024 / 1024, 0),
      unit: 'MB',
      note: notes.with(
        `JSHeapUsedSize ${HEAP_SETTLE_MS / 1000} s after the pull landed, the whole list read; ` +
          `highest seen while pulling and after ${round(peak / 1024 / 1024, 0)} MB`,
      ),
    });
    return {
      firstRowMs: firstRow,
      mirrorMs: mirror,
      bookings,
      heapAfter: after,
      heapPeak: peak,
    };
  } finally {
    await closeTablet(tablet);
  }
}

/**
 * A tablet signed in on a route no screen draws (the not-found page), at full speed: the first
 * pull of the whole mirror with nothing on screen, timed from that navigation to its last page
 * landed; then the worker put in control.
 */
export async function openTabletNoScreen(
  base: string,
  report: Report,
  notes: SyncNotes,
  label: string,
): Promise<Tablet> {
  const tablet = await newTablet(base);
  try {
    const { page } = tablet;
    await page.goto(`${base}/login`);
    await storeSessionRow(page, await signInByApi(base));
    await page.goto(`${base}/bench-no-screen`);
    await waitForPulls(page, { timeoutMs: 600_000, thisLoad: true });
    const ms = await page.evaluate(async () => {
      const at = (await window.__bench?.db.meta.get('pull:feed'))?.value as { at?: number };
      return (at.at ?? NaN) - performance.timeOrigin;
    });
    const bookings = await page.evaluate(async () => (await window.__bench?.countBookings()) ?? 0);
    report.add({
      name: `sync: first pull, ${label} bookings, no screen (1x CPU)`,
      value: round(ms / 1000, 1),
      unit: 's',
      note: notes.with(`${bookings} bookings in; to the last page landed, on the not-found page`),
    });
    await workerInControl(page, base);
    return tablet;
  } catch (err) {
    await closeTablet(tablet);
    throw err;
  }
}
