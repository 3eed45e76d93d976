import type { BrowserContext, Page } from 'playwright-core';
import { paintsOf, ROW_SELECTOR } from './marks.ts';
import type { Report } from './report.ts';
import { settleLoadsBookingsPull } from './session.ts';
import { median, round, withTimeout } from './util.ts';

export const FIRST_ROWS_LIMIT_MS = 300;
export const SCROLL_TASK_LIMIT_MS = 50;
export const OFFLINE_ROW_LIMIT_MS = 500;

/**
 * Navigates by `go` and resolves with the first booking row's paint, waited for by the page's
 * console (marks.ts `paintsOf`): nothing of the bench runs in the page while it loads.
 */
async function firstRowOf(
  page: Page,
  what: string,
  go: (options: { waitUntil: 'commit' }) => Promise<unknown>,
): Promise<number> {
  const { firstRow } = await paintsOf(
    page,
    ['firstRow'],
    () => go({ waitUntil: 'commit' }),
    20_000,
  ).catch(() => {
    throw new Error(`no booking row appeared within 20 s on ${what} (is /bookings built yet?)`);
  });
  return firstRow ?? 0;
}

/** Waits until the service worker controls the page (the installed app's everyday loads). */
async function workerInControl(page: Page): Promise<void> {
  await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    })
    .catch(() => {
      throw new Error('the service worker never took control of the page');
    });
}

/** /bookings with the 10,000-booking mirror: first rows, then the longest task scrolling to the end. */
export async function measureTable(
  page: Page,
  base: string,
  report: Report,
): Promise<Record<string, unknown>> {
  // A first visit fetches the screen's chunks; the timed visits are the everyday ones: the worker
  // in control, and the pull the visit before started landed (until 2026-12-03 they began while
  // the first sign-in's pull ran and the worker installed, and the first ones came from the
  // network: about 50 to 150 ms slower than the visits after, at full speed).
  const visit = (options: { waitUntil: 'commit' }) => page.goto(`${base}/bookings`, options);
  await firstRowOf(page, '/bookings', visit);
  await workerInControl(page);
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    await settleLoadsBookingsPull(page);
    times.push(await firstRowOf(page, '/bookings', visit));
  }
  report.add({
    name: 'bookings table: time to first rows',
    value: round(median(times, 0)),
    unit: 'ms',
    limit: FIRST_ROWS_LIMIT_MS,
    note: `worker in control, from navigation start, median of ${times.length}`,
  });

  // Every full load starts a pull of all the bookings; its cost shows in the loading figure.
  await settleLoadsBookingsPull(page);

  const scroll = await withTimeout(
    'scrolling the table',
    120_000,
    page.evaluate(async (selector) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
      const marks = window.__benchMarks;
      const loadLongest = Math.max(0, ...(marks?.longTasks ?? []).map((t) => t.duration));
      const row = document.querySelector(selector);
      let scroller: Element | null = document.querySelector('.MuiDataGrid-virtualScroller');
      for (let el = row?.parentElement ?? null; !scroller && el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight) {
          scroller = el;
        }
      }
      const targets = [scroller, document.scrollingElement].filter(
        (el): el is Element => el !== null,
      );
      const start = performance.now();
      let steps = 0;
      for (const el of targets) {
        while (el.scrollTop + el.clientHeight < el.scrollHeight - 1 && steps < 5000) {
          el.scrollTop += Math.max(100, el.clientHeight * 0.8);
          steps += 1;
          await frame();
          await frame();
        }
      }
      await new Promise((r) => setTimeout(r, 500));
      const during = (marks?.longTasks ?? []).filter((t) => t.start + t.duration >= start);
      return {
        steps,
        longest: Math.max(0, ...during.map((t) => t.duration)),
        longTasks: during.length,
        rowsInDom: document.querySelectorAll(selector).length,
        loadLongest,
        paged: document.querySelector('[aria-label="Go to next page"]') !== null,
        observed: marks !== undefined,
      };
    }, ROW_SELECTOR),
  );
  report.add({
    name: 'bookings table: longest task scrolling to end',
    value: round(scroll.longest),
    unit: 'ms',
    limit: SCROLL_TASK_LIMIT_MS,
    note: `${scroll.steps} scroll steps, ${scroll.longTasks} long tasks${
      scroll.paged ? '; the grid pages by 100 rows: scrolled the first page' : ''
    }${scroll.longest === 0 ? '; 0 = no task over 50 ms' : ''}`,
  });
  report.add({
    name: 'bookings table: longest task, load + pull',
    value: round(scroll.loadLongest),
    unit: 'ms',
  });
  return { firstRowMs: times, scroll };
}

/** Offline: the worker serves the app shell and the mirror the rows. */
export async function measureOffline(
  page: Page,
  context: BrowserContext,
  base: string,
  report: Report,
): Promise<Record<string, unknown>> {
  await firstRowOf(page, '/bookings online', (options) => page.goto(`${base}/bookings`, options));
  await workerInControl(page);
  const times: number[] = [];
  await context.setOffline(true);
  try {
    for (let i = 0; i < 3; i += 1) {
      times.push(await firstRowOf(page, '/bookings offline', (options) => page.reload(options)));
    }
  } finally {
    await context.setOffline(false);
  }
  report.add({
    name: 'offline reload: first booking row',
    value: round(median(times, 0)),
    unit: 'ms',
    limit: OFFLINE_ROW_LIMIT_MS,
    note: `service worker + mirror, median of ${times.length}`,
  });
  return { offlineFirstRowMs: times };
}
