import { loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { tracePage, type TraceEvent } from './device.ts';
import type { Report } from './report.ts';
import { settleLoadsBookingsPull } from './session.ts';
import { median, round, TimedOut, withTimeout } from './util.ts';
import { cpuNote, cpuSlowdown } from './cpu.ts';

export const PHONE_SCROLL_TASK_LIMIT_MS = 50;
/** The phone of issue 17, its CPU slowed as Lighthouse's mobile profile does. */
export const PHONE_VIEWPORT = { width: 360, height: 640 } as const;
const RUNS = 5;
/** Where each stretch of scrolling starts, as a share of the list; the last one ends at its end. */
const STRETCHES = [0, 1 / 3, 2 / 3, 1] as const;
/** Frames per stretch, and px per frame: a fast flick (14,400 px/s at 60 frames a second). */
const FRAMES = 120;
const STEP_PX = 240;

const LIST_SELECTOR = '[role="list"][aria-label="Bookings"]';

/** A run whose scroll did not end within its time (not a figure: the run is taken again once). */
class ScrollStalled extends Error {}

interface ScrollRun {
  longestMs: number;
  over50: number;
  tasks: number;
  frames: number;
  maxCards: number;
  load: number;
}

/**
 * The main-thread tasks of the page's renderer from a Chromium trace: every `RunTask` on a
 * `CrRendererMain` thread (only the page's renderer runs while it is taken), in ms.
 */
function rendererTasks(trace: Buffer | string): number[] {
  const parsed = JSON.parse(String(trace)) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter(
      (e) =>
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        mainThreads.has(`${e.pid}:${e.tid}`),
    )
    .map((e) => (e.dur ?? 0) / 1000);
}

/** In the page: jumps to each stretch and scrolls it a frame at a time; what the list drew. */
function scrollStretches(args: {
  selector: string;
  stretches: readonly number[];
  frames: number;
  step: number;
}): Promise<{ frames: number; maxCards: number; atEnd: boolean }> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  const list = document.querySelector(args.selector);
  const cards = () => list?.querySelectorAll('[role="listitem"]').length ?? 0;
  const root = document.scrollingElement ?? document.documentElement;
  // Its progress, for a stall's diagnosis; `stop` ends a loop the bench gave up on.
  const progress = { frames: 0, stop: false };
  window.__benchScroll = progress;
  const run = async () => {
    let frames = 0;
    let maxCards = 0;
    for (const share of args.stretches) {
      if (progress.stop) break;
      const room = root.scrollHeight - innerHeight;
      // The last stretch starts far enough up to end at the list's end.
      const from = Math.max(0, Math.min(room * share, room - args.frames * args.step));
      window.scrollTo(0, from);
      await frame();
      for (let i = 0; i < args.frames; i += 1) {
        window.scrollBy(0, args.step);
        await frame();
        frames += 1;
        progress.frames = frames;
        maxCards = Math.max(maxCards, cards());
      }
    }
    return {
      frames,
      maxCards,
      atEnd: root.scrollTop + innerHeight >= root.scrollHeight - 1,
    };
  };
  return run();
}

/**
 * Opens every booking on the phone and waits until the list holds all of them (it is as tall as
 * they are) and the load's own pull has landed. The distance between two cards is read from the
 * page, not assumed.
 */
async function openWholeList(page: Page, base: string): Promise<{ total: number; pitch: number }> {
  await page.goto(`${base}/bookings?from=all`);
  await page.locator(`${LIST_SELECTOR} [role="listitem"]`).nth(1).waitFor({ timeout: 30_000 });
  const pitch = await page.evaluate((selector) => {
    const items = [...document.querySelectorAll(`${selector} [role="listitem"]`)];
    const tops = items.map((el) => el.getBoundingClientRect().top).sort((a, b) => a - b);
    return (tops[1] ?? 0) - (tops[0] ?? 0);
  }, LIST_SELECTOR);
  if (pitch <= 0) throw new Error('the phone list drew no cards one under the other');
  const total = await page.evaluate(async () => (await window.__bench?.countBookings()) ?? 0);
  await page.waitForFunction(
    ({ selector, height }) => {
      const list = document.querySelector(selector);
      return list !== null && list.getBoundingClientRect().height >= height;
    },
    { selector: LIST_SELECTOR, height: (total - 1) * pitch },
    { timeout: 60_000, polling: 250 },
  );
  await settleLoadsBookingsPull(page);
  return { total, pitch };
}

/** What a scroll that timed out had done, and whether the page still draws frames. */
async function stallText(page: Page): Promise<string> {
  const seen = await withTimeout(
    'reading a stalled scroll',
    10_000,
    page.evaluate(async () => {
      const progress = window.__benchScroll;
      if (progress) progress.stop = true;
      const framed = await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => resolve(true))),
        new Promise((resolve) => setTimeout(() => resolve(false), 2000)),
      ]);
      return { frames: progress?.frames ?? 0, framed, hidden: document.hidden };
    }),
  ).catch(() => null);
  if (!seen) return 'the page no longer answers';
  return (
    `${seen.frames} of ${STRETCHES.length * FRAMES} frames scrolled; ` +
    (seen.framed ? 'the page draws frames again' : 'no frame within 2 s') +
    (seen.hidden ? ', the page hidden' : '')
  );
}

/**
 * One run: from the top, with the CPU slowed and the main thread traced, the four stretches to the
 * end. `collect` first runs a full garbage collection.
 */
async function scrollRun(page: Page, cdp: CDPSession, collect: boolean): Promise<ScrollRun> {
  await page.evaluate(() => window.scrollTo(0, 0));
  if (collect) await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(500);
  const load = loadavg()[0] ?? 0;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown() });
  let scrolled: { frames: number; maxCards: number; atEnd: boolean };
  let trace: Buffer;
  try {
    ({ result: scrolled, trace } = await tracePage(
      cdp,
      ['disabled-by-default-devtools.timeline', 'toplevel'],
      () =>
        withTimeout(
          'scrolling the phone list',
          120_000,
          page.evaluate(scrollStretches, {
            selector: LIST_SELECTOR,
            stretches: STRETCHES,
            frames: FRAMES,
            step: STEP_PX,
          }),
        ),
    ));
  } catch (err) {
    if (!(err instanceof TimedOut)) throw err;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    throw new ScrollStalled(`scrolling the phone list stalled: ${await stallText(page)}`);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  if (!scrolled.atEnd) throw new Error('the scroll did not reach the end of the list');
  const tasks = rendererTasks(trace);
  if (tasks.length === 0) throw new Error('the trace holds no main-thread tasks');
  return {
    longestMs: Math.max(...tasks),
    over50: tasks.filter((t) => t > PHONE_SCROLL_TASK_LIMIT_MS).length,
    tasks: tasks.length,
    frames: scrolled.frames,
    maxCards: scrolled.maxCards,
    load,
  };
}

/**
 * The bookings list of cards at 360 x 640 with the phone's CPU (bench/cpu.ts): every booking (`?from=all`),
 * scrolled a frame at a time over four stretches from the top to the end, the main thread traced;
 * the longest task of each run, median of RUNS, with the load average beside each run.
 *
 * Each timed run starts after a full garbage collection: the garbage of loading and pulling
 * 10,000 bookings is the load's debt, and its collection would land in whichever run came first.
 * What the scrolling itself leaves is collected during the runs and counts. The first scroll
 * after the load, debt included, is shown beside them for context.
 */
export async function measurePhoneScroll(
  page: Page,
  base: string,
  report: Report,
): Promise<Record<string, unknown>> {
  const { total, pitch } = await openWholeList(page, base);
  const cdp = await page.context().newCDPSession(page);
  const runs: ScrollRun[] = [];
  const stalls: string[] = [];
  // A stalled run (its frames stopped coming) is said in the notes and taken again, once a group.
  const run = async (collect: boolean): Promise<ScrollRun> => {
    try {
      return await scrollRun(page, cdp, collect);
    } catch (err) {
      if (!(err instanceof ScrollStalled) || stalls.length > 0) throw err;
      stalls.push(err.message);
      console.log(`  ${err.message}; taken again`);
      return scrollRun(page, cdp, collect);
    }
  };
  let first: ScrollRun;
  try {
    first = await run(false);
    for (let i = 0; i < RUNS; i += 1) runs.push(await run(true));
  } finally {
    await cdp.detach().catch(() => undefined);
  }

  const ms = (v: number) => `${round(v)}`;
  report.add({
    name: 'phone list: longest task scrolling (phone CPU)',
    value: round(
      median(
        runs.map((r) => r.longestMs),
        0,
      ),
    ),
    unit: 'ms',
    limit: PHONE_SCROLL_TASK_LIMIT_MS,
    note:
      `${total} bookings at ${PHONE_VIEWPORT.width}x${PHONE_VIEWPORT.height}, ${cpuNote()}, ` +
      `median of ` +
      `${runs.length}: ${runs.map((r) => ms(r.longestMs)).join(' / ')} ms; load ` +
      runs.map((r) => r.load.toFixed(1)).join(' / ') +
      (stalls.length > 0 ? `; a run taken again (${stalls.join('; ')})` : ''),
  });
  report.add({
    name: 'phone list: scroll tasks over 50 ms',
    value: median(
      runs.map((r) => r.over50),
      0,
    ),
    unit: '',
    note:
      `median of ${runs.length}: ${runs.map((r) => r.over50).join(' / ')}; ` +
      `${runs[0]?.frames ?? 0} frames a run, at most ${Math.max(...runs.map((r) => r.maxCards))} ` +
      'cards in the page',
  });
  report.add({
    name: 'phone list: first scroll after load',
    value: round(first.longestMs),
    unit: 'ms',
    note:
      `longest task, no collection before it; ${first.over50} tasks over 50 ms; ` +
      `load ${first.load.toFixed(1)}`,
  });
  return { total, pitch, cpuSlowdown: cpuSlowdown(), first, runs, stalls };
}
