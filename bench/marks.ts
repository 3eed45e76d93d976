import type { BrowserContext } from 'playwright-core';

/** A data row of the bookings table, whichever way the screen draws it. */
export const ROW_SELECTOR =
  '.MuiDataGrid-row[data-rowindex], [role="grid"] [role="row"][data-id], table tbody tr';

/** What the figures wait for, each the frame after it is drawn. */
const PAINTS = {
  /** The first booking row of /bookings. */
  firstRow: ROW_SELECTOR,
  /** The first booking card of /bookings on a phone. */
  firstCard: '.card[role="listitem"][data-id]',
  /** The first patient of /reception. */
  firstPatient: 'li[data-booking-id]',
  /** The status figures of the dashboard snapshot, painted by index.html's inline script. */
  snapshotFigures: '#root > [inert] [data-status-count]',
  /** The status figures the app renders from the mirror. */
  liveFigures: '[data-status-count]:not([inert] *)',
} as const;

export type PaintName = keyof typeof PAINTS;
export type Paints = Partial<Record<PaintName, number>>;

interface Marks {
  paints: Paints;
  longTasks: { start: number; duration: number }[];
}

declare global {
  interface Window {
    __benchMarks?: Marks;
  }
}

/**
 * Runs in every new document of the context before the app, on the page's clock: for each of
 * PAINTS, the frame after the one that first shows a match (a task posted from
 * requestAnimationFrame), and every long task.
 */
function installPageMarks(selectors: Record<string, string>): void {
  const paints: Record<string, number> = {};
  const marks = { paints, longTasks: [] as { start: number; duration: number }[] };
  (window as { __benchMarks?: typeof marks }).__benchMarks = marks;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        marks.longTasks.push({ start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long task timing in this browser: the scroll figure says so.
  }
  const waiting = new Set(Object.keys(selectors));
  const observer = new MutationObserver(() => {
    for (const name of [...waiting]) {
      if (!document.querySelector(selectors[name] ?? '')) continue;
      waiting.delete(name);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          paints[name] = performance.now();
        };
        channel.port2.postMessage(null);
      });
    }
    if (waiting.size === 0) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

export async function installMarks(context: BrowserContext): Promise<void> {
  await context.addInitScript(installPageMarks, PAINTS);
}
