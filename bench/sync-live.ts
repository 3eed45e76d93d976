/**
 * The sync group's live figures: a refresh with nothing new, a change made on another device
 * reaching an idle tablet (with the stream and without it), and an idle hour's traffic.
 */
import './page-types.ts';
import type { Report } from './report.ts';
import { pathsText, type ApiWindow } from './sync-meter.ts';
import { round } from './util.ts';
import { throttle } from './warm.ts';
import { cpuNote } from './cpu.ts';
import {
  call,
  KB,
  median,
  openSettled,
  percentile,
  screenRows,
  sleep,
  statusWalk,
  type Device,
  type SyncNotes,
  type Tablet,
} from './sync-devices.ts';

export const QUIET_REFRESH_LIMIT_BYTES = 1024;
export const QUIET_REFRESH_SCALE_LIMIT = 1.2;
export const LIVE_CHANGE_BYTES_LIMIT = 3 * 1024;
export const LIVE_P50_LIMIT_MS = 1000;
export const LIVE_P95_LIMIT_MS = 3000;
export const POLLED_P95_LIMIT_MS = 35_000;
export const IDLE_LIMIT_KB_PER_HOUR = 150;
const REFRESH_RUNS = 3;
const LIVE_CHANGES = 50;
/** Changes made one at a time, each alone in its window, for the bytes one change costs. */
const ISOLATED_CHANGES = 5;
const POLLED_CHANGES = 8;
const POLLED_SPACING_MS = 4000;
const IDLE_WINDOW_MS = 3 * 60_000;

interface QuietRefresh {
  windows: ApiWindow[];
  bytes: number;
}

/**
 * A reload of the signed-in app with nothing changed on the server (the mirror full, the worker in
 * control, the phone's CPU): what its requests move under /api from the navigation until its pull
 * has landed and its stream has told the head, plus a second. Median of REFRESH_RUNS. What the
 * page left behind still reports in that time (its stream's last events, told as it closes) is
 * the previous page's, not the refresh's: noted apart.
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
      const from = await openSettled(tablet, '/');
      await sleep(1000);
      windows.push(tablet.meter.window(from));
    }
  } finally {
    await throttle(tablet.cdp, 1);
  }
  const own = (w: ApiWindow) => w.bytes - w.earlierBytes;
  const bytes = median(windows.map(own));
  const mid = windows.find((w) => own(w) === bytes) ?? windows[0];
  report.add({
    name: `sync: refresh, nothing new (${bookings}): bytes`,
    value: bytes,
    unit: 'B',
    limit: QUIET_REFRESH_LIMIT_BYTES,
    note: notes.with(
      `under /api, median of ${REFRESH_RUNS}: ${windows.map(own).join(' / ')} B; ` +
        `of which response headers ${mid?.headerBytes ?? 0} B; ${pathsText(mid?.paths ?? [])}; ` +
        `the page left behind, meanwhile: ${windows.map((w) => w.earlierBytes).join(' / ')} B; ` +
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
  try {
    await openSettled(tablet, '/reception');
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
    await openSettled(tablet, '/bookings');
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
  try {
    const from = await openSettled(tablet, '/reception', { stream: false });
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
  try {
    await openSettled(tablet, '/reception');
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
