import type { BrowserContext } from 'playwright-core';

/** A data row of the bookings table, whichever way the screen draws it. */
export const ROW_SELECTOR =
  '.MuiDataGrid-row[data-rowindex], [role="grid"] [role="row"][data-id], table tbody tr';

/** What the figures wait for, each on its screen (the path), each the frame after it is drawn. */
const PAINTS = {
  /** The first booking row of /bookings. */
  firstRow: { path: '/bookings', selector: ROW_SELECTOR },
  /** The first booking card of /bookings on a phone. */
  firstCard: { path: '/bookings', selector: '.card[role="listitem"][data-id]' },
  /** The first patient of /reception. */
  firstPatient: { path: '/reception', selector: 'li[data-booking-id]' },
  /** The status figures of the dashboard snapshot, painted by index.html's inline script. */
  snapshotFigures: { path: '/', selector: '#root > [inert] [data-status-count]' },
  /** The status figures the app renders from the mirror. */
  liveFigures: { path: '/', selector: '[data-status-count]:not([inert] *)' },
} as const;

export type PaintName = keyof typeof PAINTS;
export type Paints = Partial<Record<PaintName, number>>;

interface Marks {
  paints: Paints;
  longTasks: { start: number; duration: number }[];
}

/**
 * Calls `check` after the paint of each frame in which the document changed (as `options`
 * observes) until it returns true; `changed()` asks for a check as if the document had changed.
 */
type FrameWatch = (options: MutationObserverInit, check: () => boolean) => { changed: () => void };

declare global {
  interface Window {
    __benchMarks?: Marks;
    __benchFrames?: FrameWatch;
  }
}

/**
 * Runs in every new document of the context before the app: `window.__benchFrames`, the one way
 * the bench sees a frame show something. The check runs once a frame, after the frame is painted
 * (in a task posted from requestAnimationFrame), so the bench's own queries (a selector over the
 * whole document, a few milliseconds at the phone's CPU) neither lengthen the frames and events
 * it times nor run once per change within a frame. When the document changed again after that
 * frame's callbacks, what matches may not be painted yet: the check waits for the next frame.
 */
function installFrameWatch(): void {
  window.__benchFrames = (options, check) => {
    let scheduled = false;
    let dirty = false;
    let done = false;
    const afterPaint = () => {
      scheduled = false;
      if (dirty) schedule();
      else if (check()) {
        done = true;
        observer.disconnect();
      }
    };
    const schedule = () => {
      scheduled = true;
      requestAnimationFrame(() => {
        dirty = false;
        const channel = new MessageChannel();
        channel.port1.onmessage = afterPaint;
        channel.port2.postMessage(null);
      });
    };
    const changed = () => {
      dirty = true;
      if (!scheduled && !done) schedule();
    };
    const observer = new MutationObserver(changed);
    observer.observe(document, options);
    return { changed };
  };
}

/**
 * Runs in every new document of the context before the app, on the page's clock: for each of
 * PAINTS on its screen, the frame after the one that first shows a match, and every long task.
 */
function installPageMarks(paints: Record<string, { path: string; selector: string }>): void {
  const marks: Marks = { paints: {}, longTasks: [] };
  window.__benchMarks = marks;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        marks.longTasks.push({ start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long task timing in this browser: the scroll figure says so.
  }
  const waiting = new Set(Object.keys(paints));
  window.__benchFrames?.({ childList: true, subtree: true }, () => {
    const now = performance.now();
    for (const name of [...waiting]) {
      const paint = paints[name];
      if (location.pathname !== paint?.path || !document.querySelector(paint.selector)) continue;
      waiting.delete(name);
      marks.paints[name as PaintName] = now;
    }
    return waiting.size === 0;
  });
}

export async function installMarks(context: BrowserContext): Promise<void> {
  await context.addInitScript(installFrameWatch);
  await context.addInitScript(installPageMarks, PAINTS);
}
