/**
 * The sync group's devices (bench/run.ts): the tablet at the counter, another device of the same
 * vendor calling the API from Node, and what every sync figure shares.
 */
import { loadavg } from 'node:os';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { openDevice } from './device.ts';
import './page-types.ts';
import { NEXT_STATUSES } from '../src/config/booking-flow.ts';
import { installMarks } from './marks.ts';
import { signInByApi, signInPage, waitForPulls } from './session.ts';
import { ApiMeter } from './sync-meter.ts';
import { NAME_HELPER_SCRIPT, TABLET_VIEWPORT } from './util.ts';
import { throttle, workerInControl } from './warm.ts';
import { cpuSlowdown } from './cpu.ts';

export const KB = 1024;
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Nearest rank: the smallest value with at least p% of the values at or under it. */
export function percentile(values: number[], p: number): number {
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

export async function call(device: Device, method: string, path: string, body?: unknown) {
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
export async function serverHead(device: Device): Promise<string> {
  const { res } = await call(device, 'GET', '/sync/?limit=1');
  const etag = res.headers.get('etag');
  if (!etag) throw new Error('the feed answered no ETag');
  return etag.replace(/^W\//, '').replace(/^"|"$/g, '');
}

/** The status flow forward, one step at a time: each status's first next one (the flow's file). */
export const FORWARD: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(NEXT_STATUSES).flatMap(([status, next]) => (next[0] ? [[status, next[0]]] : [])),
);

/** Bookings taken round the list, each moved one step on at a time; null when none can move. */
export function statusWalk(rows: { id: number; status: string }[]) {
  const status = new Map(rows.map((r) => [r.id, r.status]));
  const ids = rows.map((r) => r.id);
  let at = 0;
  return (): { id: number; status: string } | null => {
    for (let tried = 0; tried < ids.length; tried += 1) {
      const id = ids[at % ids.length] ?? 0;
      at += 1;
      const next = FORWARD[status.get(id) ?? ''];
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

/** A tablet (bench/device.ts) with the worker allowed, its page, a DevTools session and the meter. */
export async function newTablet(base: string): Promise<Tablet> {
  const context = await openDevice({ serviceWorkers: 'allow', viewport: TABLET_VIEWPORT });
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
export async function openTablet(base: string): Promise<Tablet> {
  const tablet = await newTablet(base);
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

/** Navigates the tablet at the phone's CPU (bench/cpu.ts) (the throttle set again for the new document). */
export async function throttledGoto(tablet: Tablet, path: string): Promise<void> {
  await throttle(tablet.cdp, cpuSlowdown());
  await tablet.page.goto(`${tablet.base}${path}`, { waitUntil: 'commit' });
  await throttle(tablet.cdp, cpuSlowdown());
}

/**
 * Opens `path` on the tablet at the phone's CPU (the caller sets the throttle back in its
 * `finally`) and waits until this load's pull has landed and, if `stream`, the stream opened since
 * spoke; resolves with when it began (epoch ms).
 */
export async function openSettled(
  tablet: Tablet,
  path: string,
  { stream = true, timeoutMs = 60_000 } = {},
): Promise<number> {
  const from = Date.now();
  await throttledGoto(tablet, path);
  const deadline = Date.now() + timeoutMs;
  while (!((await loadsPullLanded(tablet.page)) && (!stream || tablet.meter.streamHeard(from)))) {
    if (Date.now() > deadline) {
      throw new Error(
        `the load's pull${stream ? ' and stream' : ''} had not come in ${timeoutMs} ms`,
      );
    }
    await sleep(100);
  }
  return from;
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
 * (Date.now(), the machine's clock, as Node's) the frame after each first does (marks.ts's frame
 * watch).
 */
function installRowWatch(): void {
  const waiting = new Set<string>();
  const painted: Record<string, number> = {};
  const frames = window.__benchFrames;
  if (!frames) throw new Error('no frame watch in this page (bench/marks.ts installMarks)');
  const { changed } = frames({
    observe: { childList: true, subtree: true, attributes: true, attributeFilter: ['data-status'] },
    waiting,
    shows: (key) => {
      const [id, status] = key.split(':');
      const rows = [
        `[data-booking-id="${id}"]`,
        `tr[data-id="${id}"]`,
        `.MuiDataGrid-row[data-id="${id}"]`,
      ];
      return (
        document.querySelector(rows.map((row) => `${row} [data-status="${status}"]`).join(', ')) !==
        null
      );
    },
    noted: painted,
    clock: () => Date.now(),
    // Keys come with each change: the watch stays.
    stays: true,
  });
  window.__benchRows = {
    painted,
    watch: (key) => {
      waiting.add(key);
      changed();
    },
  };
}

/** A booking's row on the reception screen or the bookings table. */
const ROWS = '[data-booking-id], tr[data-id], .MuiDataGrid-row[data-id]';

/**
 * The screen's booking rows (the reception: today's patients, every one in the page; the bookings
 * table: the rows drawn) with their statuses, once drawn; the row watch installed.
 */
export async function screenRows(tablet: Tablet): Promise<{ id: number; status: string }[]> {
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

export async function closeTablet(tablet: Tablet | undefined): Promise<void> {
  await tablet?.cdp.detach().catch(() => undefined);
  await tablet?.context.close().catch(() => undefined);
}
