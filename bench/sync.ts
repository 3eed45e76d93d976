import { loadavg } from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import './page-types.ts';
import { storeSessionRow } from '../tests/e2e/session-row.ts';
import { installMarks } from './marks.ts';
import type { Report } from './report.ts';
import { signInByApi, signInPage, waitForPulls } from './session.ts';
import { ApiMeter, pathsText, type ApiWindow } from './sync-meter.ts';
import { NAME_HELPER_SCRIPT, round, TABLET_VIEWPORT } from './util.ts';
import { throttle, workerInControl, workersNote } from './warm.ts';
import { cpuNote, cpuSlowdown } from './cpu.ts';

/** A mid-range tablet at the counter, portrait. */

export const QUIET_REFRESH_LIMIT_BYTES = 1024;
export const QUIET_REFRESH_SCALE_LIMIT = 1.2;
export const LIVE_CHANGE_BYTES_LIMIT = 3 * 1024;
export const LIVE_P50_LIMIT_MS = 1000;
export const LIVE_P95_LIMIT_MS = 3000;
export const POLLED_P95_LIMIT_MS = 35_000;
export const CATCH_UP_LIMIT_MS = 3000;
export const CATCH_UP_BYTES_LIMIT_KB = 100;
export const CATCH_UP_TASK_LIMIT_MS = 50;
export const FIRST_ROW_LIMIT_MS = 2000;
export const WHOLE_MIRROR_LIMIT_S = 30;
export const IDLE_LIMIT_KB_PER_HOUR = 150;

const REFRESH_RUNS = 3;
const LIVE_CHANGES = 50;
/** Changes made one at a time, each alone in its window, for the bytes one change costs. */
const ISOLATED_CHANGES = 5;
const POLLED_CHANGES = 8;
const POLLED_SPACING_MS = 4000;
const IDLE_WINDOW_MS = 3 * 60_000;
const OFFLINE_STATUS_CHANGES = 900;
const OFFLINE_DELETES = 100;
/** How long the first sign-in of the large seed may take to land the whole mirror. */
const FIRST_PULL_CAP_MS = 120_000;

const KB = 1024;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Nearest rank: the smallest value with at least p% of the values at or under it. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** What every figure of the group says about where it was taken. */
export class SyncNotes {
  constructor(readonly chromium: string) {}
  with(text: string): string {
    return `${text}; load ${(loadavg()[0] ?? 0).toFixed(1)}; Chromium ${this.chromium}`;
  }
}

/** Another device of the same vendor: its own token, calling the API from Node. */
export interface Device {
  base: string;
  token: string;
}

export async function otherDevice(base: string): Promise<Device> {
  return { base, token: (await signInByApi(base)).token };
}

async function call(device: Device, method: string, path: string, body?: unknown) {
  const res = await fetch(`${device.base}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Token ${device.token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return { res, data: text ? ((JSON.parse(text) as { data?: unknown }).data ?? null) : null };
}

/** The lab's head cursor: the ETag of any feed answer. */
async function serverHead(device: Device): Promise<string> {
  const { res } = await call(device, 'GET', '/sync/?limit=1');
  const etag = res.headers.get('etag');
  if (!etag) throw new Error('the feed answered no ETag');
  return etag.replace(/^W\//, '').replace(/^"|"$/g, '');
}

/** The status flow forward, one step at a time (server/db/rows.ts). */
const NEXT: Record<string, string> = {
  pending: 'confirmed',
  confirmed: 'sample_collected',
  sample_collected: 'report_ready',
  report_ready: 'completed',
};

/** Bookings taken round the list, each moved one step on at a time; null when none can move. */
function statusWalk(rows: { id: number; status: string }[]) {
  const status = new Map(rows.map((r) => [r.id, r.status]));
  const ids = rows.map((r) => r.id);
  let at = 0;
  return (): { id: number; status: string } | null => {
    for (let tried = 0; tried < ids.length; tried += 1) {
      const id = ids[at % ids.length] ?? 0;
      at += 1;
      const next = NEXT[status.get(id) ?? ''];
      if (next) {
        status.set(id, next);
        return { id, status: next };
      }
    }
    return null;
  };
}

export interface Tablet {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  meter: ApiMeter;
  base: string;
}

/** A tablet-sized context with the worker allowed, its page, a DevTools session and the meter. */
async function newTablet(browser: Browser, base: string): Promise<Tablet> {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: TABLET_VIEWPORT });
  await context.addInitScript(NAME_HELPER_SCRIPT);
  await installMarks(context);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const cdp = await context.newCDPSession(page);
  const meter = await ApiMeter.attach(cdp, context);
  return { context, page, cdp, meter, base };
}

/**
 * The installed app on a tablet: signed in, the mirror pulled and the worker in control (all
 * untimed, at full speed).
 */
export async function openTablet(browser: Browser, base: string): Promise<Tablet> {
  const tablet = await newTablet(browser, base);
  await signInPage(tablet.page, base, await signInByApi(base));
  await waitForPulls(tablet.page, { timeoutMs: 300_000 });
  await workerInControl(tablet.page, base);
  return tablet;
}

/**
 * Whether this page load's own pull has landed: the change feed's state row, since the load. A
 * first pull from no cursor is landed when its last page is (`feed:resync` false).
 */
async function loadsPullLanded(page: Page): Promise<boolean> {
  return page
    .evaluate(async () => {
      const meta = window.__bench?.db.meta;
      if (!meta) return false;
      const state = (await meta.get('pull:feed'))?.value as
        { loading?: boolean; at?: number | null } | undefined;
      const resync = (await meta.get('feed:resync'))?.value;
      return !state?.loading && (state?.at ?? 0) > performance.timeOrigin && resync !== true;
    })
    .catch(() => false);
}

/** Waits until this load's pull has landed and, if `stream`, the stream opened since `from` spoke. */
async function settleLoad(
  tablet: Tablet,
  from: number,
  { stream = true, timeoutMs = 60_000 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!((await loadsPullLanded(tablet.page)) && (!stream || tablet.meter.streamHeard(from)))) {
    if (Date.now() > deadline) {
      throw new Error(
        `the load's pull${stream ? ' and stream' : ''} had not come in ${timeoutMs} ms`,
      );
    }
    await sleep(100);
  }
}

/** Navigates the tablet at the phone's CPU (bench/cpu.ts) (the throttle set again for the new document). */
async function throttledGoto(tablet: Tablet, path: string): Promise<void> {
  await throttle(tablet.cdp, cpuSlowdown());
  await tablet.page.goto(`${tablet.base}${path}`, { waitUntil: 'commit' });
  await throttle(tablet.cdp, cpuSlowdown());
}

interface QuietRefresh {
  windows: ApiWindow[];
  bytes: number;
}

/**
 * A reload of the signed-in app with nothing changed on the server (the mirror full, the worker in
 * control, the phone's CPU): what it moves under /api from the navigation until its pull has landed and its
 * stream has told the head, plus a second. Median of REFRESH_RUNS.
 */
export async function measureQuietRefresh(
  tablet: Tablet,
  report: Report,
  notes: SyncNotes,
  bookings: string,
): Promise<QuietRefresh> {
  const windows: ApiWindow[] = [];
  try {
    for (let i = 0; i < REFRESH_RUNS; i += 1) {
      await sleep(1000);
      const from = Date.now();
      await throttledGoto(tablet, '/');
      await settleLoad(tablet, from);
      await sleep(1000);
      windows.push(tablet.meter.window(from));
    }
  } finally {
    await throttle(tablet.cdp, 1);
  }
  const bytes = median(windows.map((w) => w.bytes));
  const mid = windows.find((w) => w.bytes === bytes) ?? windows[0];
  report.add({
    name: `sync: refresh, nothing new (${bookings}): bytes`,
    value: bytes,
    unit: 'B',
    limit: QUIET_REFRESH_LIMIT_BYTES,
    note: notes.with(
      `under /api, median of ${REFRESH_RUNS}: ${windows.map((w) => w.bytes).join(' / ')} B; ` +
        `of which response headers ${mid?.headerBytes ?? 0} B; ${pathsText(mid?.paths ?? [])}; ` +
        `worker's own /api requests ${tablet.meter.workerRequests}`,
    ),
  });
  report.add({
    name: `sync: refresh, nothing new (${bookings}): requests`,
    value: median(windows.map((w) => w.requests)),
    unit: '',
    note: notes.with(`runs ${windows.map((w) => w.requests).join(' / ')}`),
  });
  return { windows, bytes };
}

interface RowWatch {
  /** Epoch ms of the frame after each watched `<id>:<status>` first showed. */
  painted: Record<string, number>;
  watch: (key: string) => void;
}

declare global {
  interface Window {
    __benchRows?: RowWatch;
  }
}

/**
 * Runs in the page: watches for bookings' rows (the reception's `[data-booking-id]` cards, the
 * bookings table's rows) showing a status, and notes
 * (Date.now(), the machine's clock, as Node's) the frame after each first does, as marks.ts does.
 */
function installRowWatch(): void {
  const waiting = new Set<string>();
  const painted: Record<string, number> = {};
  const check = () => {
    for (const key of [...waiting]) {
      const [id, status] = key.split(':');
      const shows = [
        `[data-booking-id="${id}"]`,
        `tr[data-id="${id}"]`,
        `.MuiDataGrid-row[data-id="${id}"]`,
      ]
        .map((row) => `${row} [data-status="${status}"]`)
        .join(', ');
      if (!document.querySelector(shows)) continue;
      waiting.delete(key);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          painted[key] = Date.now();
        };
        channel.port2.postMessage(null);
      });
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-status'],
  });
  window.__benchRows = {
    painted,
    watch: (key) => {
      waiting.add(key);
      check();
    },
  };
}

/** A booking's row on the reception screen or the bookings table. */
const ROWS = '[data-booking-id], tr[data-id], .MuiDataGrid-row[data-id]';

/**
 * The screen's booking rows (the reception: today's patients, every one in the page; the bookings
 * table: the rows drawn) with their statuses, once drawn; the row watch installed.
 */
async function screenRows(tablet: Tablet): Promise<{ id: number; status: string }[]> {
  await tablet.page.locator(ROWS).first().waitFor({ timeout: 60_000 });
  await tablet.page.evaluate(installRowWatch);
  const rows = await tablet.page.$$eval(ROWS, (elements) =>
    elements.map((row) => {
      const data = (row as HTMLElement).dataset;
      return {
        id: Number(data.bookingId ?? data.id),
        status: (row.querySelector('[data-status]') as HTMLElement | null)?.dataset.status ?? '',
      };
    }),
  );
  return rows.filter((r) => Number.isFinite(r.id) && r.status !== '');
}

interface Change {
  key: string;
  sentAt: number;
}

/** One status change by the other device: the row watched first, then Node's clock, then the PATCH. */
async function changeOne(
  tablet: Tablet,
  device: Device,
  next: { id: number; status: string },
): Promise<Change> {
  const key = `${next.id}:${next.status}`;
  await tablet.page.evaluate((k) => window.__benchRows?.watch(k), key);
  const sentAt = Date.now();
  await call(device, 'PATCH', `/bookings/${next.id}/`, { status: next.status });
  return { key, sentAt };
}

/** Waits (at most `timeoutMs`) until every change is painted; the latencies, NaN for missing. */
async function latencies(tablet: Tablet, changes: Change[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let painted: Record<string, number> = {};
  for (;;) {
    painted = await tablet.page.evaluate(() => ({ ...window.__benchRows?.painted }));
    if (changes.every((c) => painted[c.key] !== undefined) || Date.now() > deadline) break;
    await sleep(250);
  }
  return changes.map((c) => (painted[c.key] ?? NaN) - c.sentAt);
}

const shown = (values: number[]) =>
  values.map((v) => (Number.isNaN(v) ? 'missed' : String(Math.round(v)))).join(' / ');

interface Isolated {
  bytes: number;
  requests: number;
  /** From the PATCH leaving Node to the stream's event, the feed's answer, the painted row. */
  event: number;
  answer: number;
  latency: number;
}

/** `count` changes one after another, each with 3 s to itself. */
async function isolatedChanges(
  tablet: Tablet,
  device: Device,
  next: ReturnType<typeof statusWalk>,
  count: number,
): Promise<Isolated[]> {
  const out: Isolated[] = [];
  for (let i = 0; i < count; i += 1) {
    const step = next();
    if (!step) throw new Error('no booking on the screen can move on');
    const change = await changeOne(tablet, device, step);
    const [latency = NaN] = await latencies(tablet, [change], 10_000);
    await sleep(Math.max(0, change.sentAt + 3000 - Date.now()));
    const w = tablet.meter.window(change.sentAt);
    const since = (t: number | null) => (t === null ? NaN : t - change.sentAt);
    out.push({
      bytes: w.bytes,
      requests: w.requests,
      event: since(tablet.meter.streamEventAt(change.sentAt)),
      answer: since(tablet.meter.finishedAt(change.sentAt, '/api/sync/')),
      latency,
    });
  }
  return out;
}

/**
 * A booking changed by another device while the tablet idles on the reception screen at the phone's CPU (bench/cpu.ts),
 * its stream open. First ISOLATED_CHANGES alone (each with 3 s to itself): the bytes one change
 * moves to the tablet. Then LIVE_CHANGES spaced 200 to 600 ms apart: from just before the PATCH
 * leaves Node to the frame after the row shows the new status (the page's Date.now(), the same
 * machine clock).
 */
export async function measureLiveChange(
  tablet: Tablet,
  device: Device,
  report: Report,
  notes: SyncNotes,
): Promise<Record<string, unknown>> {
  const from = Date.now();
  await throttledGoto(tablet, '/reception');
  try {
    await settleLoad(tablet, from);
    const next = statusWalk(await screenRows(tablet));
    await sleep(2000);

    const isolated = await isolatedChanges(tablet, device, next, ISOLATED_CHANGES);

    const changes: Change[] = [];
    const spacing: number[] = [];
    const windowFrom = Date.now();
    for (let i = 0; i < LIVE_CHANGES; i += 1) {
      const step = next();
      if (!step) throw new Error(`only ${i} of today's bookings' steps were left`);
      const change = await changeOne(tablet, device, step);
      changes.push(change);
      const gap = 200 + Math.random() * 400;
      spacing.push(gap);
      await sleep(Math.max(0, change.sentAt + gap - Date.now()));
    }
    const times = await latencies(tablet, changes, 30_000);
    await sleep(1500);
    const run = tablet.meter.window(windowFrom);
    const painted = times.filter((t) => !Number.isNaN(t));
    const missed = times.length - painted.length;
    // A change never painted counts as the slowest there is.
    const ranked = times.map((t) => (Number.isNaN(t) ? Infinity : t));
    const p50 = percentile(ranked, 50);
    const p95 = percentile(ranked, 95);

    const bytes = median(isolated.map((c) => c.bytes));
    report.add({
      name: 'sync: one change elsewhere: bytes to the tablet',
      value: bytes,
      unit: 'B',
      limit: LIVE_CHANGE_BYTES_LIMIT,
      note: notes.with(
        `median of ${ISOLATED_CHANGES} changes, each alone for 3 s: ` +
          `${isolated.map((c) => c.bytes).join(' / ')} B in ` +
          `${isolated.map((c) => c.requests).join(' / ')} requests; the ${LIVE_CHANGES} close ` +
          `together: ${round(run.bytes / LIVE_CHANGES, 0)} B each (${run.requests} requests)`,
      ),
    });
    const cut = missed ? `; ${missed} not painted within 30 s` : '';
    report.add({
      name: 'sync: change to painted row (phone CPU): p50',
      value: round(p50, 0),
      unit: 'ms',
      limit: LIVE_P50_LIMIT_MS,
      note: notes.with(
        `${LIVE_CHANGES} changes ${round(Math.min(...spacing), 0)} to ${round(Math.max(...spacing), 0)} ms ` +
          `apart, /reception, stream open, ${cpuNote()}${cut}`,
      ),
    });
    report.add({
      name: 'sync: change to painted row (phone CPU): p95',
      value: round(p95, 0),
      unit: 'ms',
      limit: LIVE_P95_LIMIT_MS,
      note: notes.with(
        `${cpuNote()}; max ${round(Math.max(...painted), 0)} ms; every change: ${shown(times)} ms${cut}`,
      ),
    });
    const parts = (list: Isolated[]) =>
      `the stream's event after ${shown(list.map((c) => c.event))} ms, the feed's answer after ` +
      `${shown(list.map((c) => c.answer))} ms, the row after ${shown(list.map((c) => c.latency))} ms`;
    report.add({
      name: 'sync: one change alone, to painted row',
      value: round(median(isolated.map((c) => c.latency)), 0),
      unit: 'ms',
      note: notes.with(`/reception, median of ${ISOLATED_CHANGES}: ${parts(isolated)}`),
    });

    // For comparison, the same alone on the bookings table (its first rows).
    const table = Date.now();
    await throttledGoto(tablet, '/bookings');
    await settleLoad(tablet, table);
    await sleep(2000);
    const onTable = await isolatedChanges(
      tablet,
      device,
      statusWalk((await screenRows(tablet)).slice(0, 20)),
      ISOLATED_CHANGES,
    );
    report.add({
      name: 'sync: the same on /bookings, to painted row',
      value: round(median(onTable.map((c) => c.latency)), 0),
      unit: 'ms',
      note: notes.with(`10,000 bookings, median of ${ISOLATED_CHANGES}: ${parts(onTable)}`),
    });
    return { isolated, times, spacing, run, onTable };
  } finally {
    await throttle(tablet.cdp, 1);
  }
}

/**
 * The same with the stream blocked before the load (`page.route` aborting it): the app finds it
 * cannot hold the stream and polls the feed. POLLED_CHANGES changes, POLLED_SPACING_MS apart.
 */
export async function measureBlockedStream(
  tablet: Tablet,
  device: Device,
  report: Report,
  notes: SyncNotes,
): Promise<Record<string, unknown>> {
  const blocked = '**/api/sync/stream';
  await tablet.page.route(blocked, (route) => route.abort());
  const from = Date.now();
  try {
    await throttledGoto(tablet, '/reception');
    await settleLoad(tablet, from, { stream: false });
    const next = statusWalk(await screenRows(tablet));
    // The channel gives the stream up after a few failures in a row and polls.
    const polling = Date.now();
    // A loop: waitForFunction takes an async predicate's promise for a truthy answer at once.
    const channel = () =>
      tablet.page.evaluate(async () => (await window.__bench?.db.meta.get('sync:channel'))?.value);
    while ((await channel()) !== 'polling') {
      if (Date.now() - polling > 60_000) throw new Error('the channel never fell back to polling');
      await sleep(250);
    }
    const toPolling = Date.now() - from;
    const changes: Change[] = [];
    for (let i = 0; i < POLLED_CHANGES; i += 1) {
      const step = next();
      if (!step) throw new Error(`only ${i} of today's bookings' steps were left`);
      const change = await changeOne(tablet, device, step);
      changes.push(change);
      await sleep(Math.max(0, change.sentAt + POLLED_SPACING_MS - Date.now()));
    }
    const times = await latencies(tablet, changes, 70_000);
    const meanwhile = tablet.meter.window(polling);
    const ranked = times.map((t) => (Number.isNaN(t) ? Infinity : t));
    const missed = times.filter((t) => Number.isNaN(t)).length;
    report.add({
      name: 'sync: stream blocked, change to row: p95',
      value: round(percentile(ranked, 95), 0),
      unit: 'ms',
      limit: POLLED_P95_LIMIT_MS,
      note: notes.with(
        `N = ${POLLED_CHANGES}, ${POLLED_SPACING_MS / 1000} s apart, ${cpuNote()}; p50 ` +
          `${round(percentile(ranked, 50), 0)} ms; every change: ${shown(times)} ms` +
          `${missed ? `; ${missed} not painted within 70 s` : ''}; polling ${round(toPolling / 1000)} s ` +
          `after the load; ${meanwhile.requests} requests meanwhile (${pathsText(meanwhile.paths)})`,
      ),
    });
    return { times, toPollingMs: toPolling, meanwhile };
  } finally {
    await throttle(tablet.cdp, 1);
    await tablet.page.unroute(blocked);
  }
}

/**
 * An idle, focused tablet on the reception screen at the phone's CPU (bench/cpu.ts), its stream open: what it moves under
 * /api over IDLE_WINDOW_MS, given per hour.
 */
export async function measureIdle(
  tablet: Tablet,
  report: Report,
  notes: SyncNotes,
): Promise<Record<string, unknown>> {
  const from = Date.now();
  await throttledGoto(tablet, '/reception');
  try {
    await settleLoad(tablet, from);
    await tablet.page.bringToFront();
    await sleep(3000);
    const start = Date.now();
    await sleep(IDLE_WINDOW_MS);
    const w = tablet.meter.window(start);
    const hours = (Date.now() - start) / 3_600_000;
    const minutes = round(IDLE_WINDOW_MS / 60_000, 0);
    report.add({
      name: 'sync: idle tablet: bytes per hour',
      value: round(w.bytes / KB / hours, 1),
      unit: 'KB/h',
      limit: IDLE_LIMIT_KB_PER_HOUR,
      note: notes.with(
        `from a ${minutes}-minute window: ${w.bytes} B in ${w.requests} requests ` +
          `(${pathsText(w.paths)}), /reception, focused, stream open, ${cpuNote()}`,
      ),
    });
    report.add({
      name: 'sync: idle tablet: requests per hour',
      value: round(w.requests / hours, 0),
      unit: '',
      note: notes.with(`from a ${minutes}-minute window`),
    });
    return { window: w, hours };
  } finally {
    await throttle(tablet.cdp, 1);
  }
}

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
  const from = Date.now();
  await throttledGoto(tablet, '/reception');
  const everyApi = '**/api/**';
  try {
    await settleLoad(tablet, from);
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
    const movable = bookings.filter((b) => NEXT[b.status]);
    if (movable.length < OFFLINE_STATUS_CHANGES) {
      throw new Error(`only ${movable.length} bookings can move on`);
    }
    // Spread over the whole list (every day of the seed), not the first days only.
    const stride = movable.length / OFFLINE_STATUS_CHANGES;
    for (let i = 0; i < OFFLINE_STATUS_CHANGES; i += 1) {
      const b = movable[Math.floor(i * stride)];
      if (b) await call(device, 'PATCH', `/bookings/${b.id}/`, { status: NEXT[b.status] });
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
    // The screen redraws from what the pull wrote: the tasks of the 2 s after count apart.
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
          `; in the 2 s after, the screen's redraw: ${after.length}` +
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
 * A first sign-in on a tablet at the phone's CPU (bench/cpu.ts) against the large seed (100,000 bookings): the session
 * stored on the sign-in screen, then /bookings opened; from navigation start to the frame after
 * the first booking row and to the last page of the first pull landed (cut off at
 * FIRST_PULL_CAP_MS); the JS heap (DevTools' `Performance.getMetrics`, JSHeapUsedSize) at its
 * highest while pulling (sampled every 2 s) and at the end.
 */
export async function measureFirstSignIn(
  browser: Browser,
  base: string,
  report: Report,
  notes: SyncNotes,
): Promise<Record<string, unknown>> {
  const tablet = await newTablet(browser, base);
  const { page, cdp } = tablet;
  try {
    await page.goto(`${base}/login`);
    await storeSessionRow(page, await signInByApi(base));
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
      await throttledGoto(tablet, '/bookings');
      const started = Date.now();
      while (Date.now() - started < FIRST_PULL_CAP_MS) {
        await sleep(firstRow === null ? 100 : 2000);
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
      }
      bookings = await page.evaluate(async () => (await window.__bench?.db.bookings.count()) ?? 0);
    } finally {
      workers = workersNote();
      await throttle(cdp, 1);
    }
    const elapsed = await page.evaluate(() => performance.now());
    const after = await heap();
    peak = Math.max(peak, after);
    report.add({
      name: 'sync: first sign-in, 100,000 bookings: first row',
      value: round(firstRow ?? elapsed, 0),
      unit: 'ms',
      limit: FIRST_ROW_LIMIT_MS,
      note: notes.with(
        `${firstRow === null ? `no row after ${round(elapsed / 1000)} s; ` : ''}from navigation ` +
          `start of /bookings, the session stored, the mirror empty; ${cpuNote()}, ${workers}`,
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
        `JSHeapUsedSize at the end; highest seen while pulling ${round(peak / 1024 / 1024, 0)} MB`,
      ),
    });
    return { firstRowMs: firstRow, mirrorMs: mirror, bookings, heapAfter: after, heapPeak: peak };
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
  browser: Browser,
  base: string,
  report: Report,
  notes: SyncNotes,
  label: string,
): Promise<Tablet> {
  const tablet = await newTablet(browser, base);
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
    const bookings = await page.evaluate(
      async () => (await window.__bench?.db.bookings.count()) ?? 0,
    );
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

export async function closeTablet(tablet: Tablet | undefined): Promise<void> {
  await tablet?.cdp.detach().catch(() => undefined);
  await tablet?.context.close().catch(() => undefined);
}
