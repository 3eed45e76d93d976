import type { BrowserContext } from 'playwright-core';

/** A data row of the bookings table, whichever way the screen draws it. */
export const ROW_SELECTOR =
  '.MuiDataGrid-row[data-rowindex], [role="grid"] [role="row"][data-id], table tbody tr';

/** What the app renders: not a copy in the snapshot index.html painted (an inert frame). */
const live = (selector: string) =>
  selector
    .split(',')
    .map((one) => `${one.trim()}:not([inert] *)`)
    .join(', ');
/** What each screen's snapshot and its live screen first show: figures, cards, patients. */
export const SCREEN_ITEMS = {
  '/': '[data-status-count]',
  '/bookings': '.card[role="listitem"][data-id]',
  '/reception': 'li[data-booking-id]',
} as const;
const CARD = SCREEN_ITEMS['/bookings'];
const PATIENT = SCREEN_ITEMS['/reception'];

/** What the figures wait for, each on its screen (the path), each the frame after it is drawn. */
const PAINTS = {
  /** The first booking row of /bookings. */
  firstRow: { path: '/bookings', selector: live(ROW_SELECTOR) },
  /** The first booking card of /bookings on a phone. */
  firstCard: { path: '/bookings', selector: live(CARD) },
  /** The first card of the /bookings snapshot, painted by index.html's inline script. */
  snapshotCard: { path: '/bookings', selector: `#root > [inert] ${CARD}` },
  /** The first patient of /reception. */
  firstPatient: { path: '/reception', selector: live(PATIENT) },
  /** The first patient of the /reception snapshot. */
  snapshotPatient: { path: '/reception', selector: `#root > [inert] ${PATIENT}` },
  /** The status figures of the dashboard snapshot, painted by index.html's inline script. */
  snapshotFigures: { path: '/', selector: `#root > [inert] ${SCREEN_ITEMS['/']}` },
  /** The status figures the app renders from the mirror. */
  liveFigures: { path: '/', selector: live(SCREEN_ITEMS['/']) },
} as const;

export type PaintName = keyof typeof PAINTS;
export type Paints = Partial<Record<PaintName, number>>;

interface Marks {
  paints: Paints;
  longTasks: { start: number; duration: number }[];
}

/**
 * What a frame watch waits for: the names in `waiting` (which may grow later: `stays`), each noted
 * in `noted` at `clock()` after the paint of the first frame in which `shows(name)` holds.
 */
export interface FrameWatchOptions {
  /** The document changes that ask for a check (MutationObserver's options). */
  observe: MutationObserverInit;
  waiting: Set<string>;
  shows: (name: string) => boolean;
  noted: Record<string, number>;
  /** performance.now on the page's clock, Date.now on the machine's (as Node's). */
  clock: () => number;
  /** Keeps watching when nothing is left waiting (names come later, each with `changed()`). */
  stays?: boolean;
}

/**
 * Checks the waiting names once in each frame in which the document changed, as the frame's
 * requestAnimationFrame callbacks run (so on what that frame paints), and notes the time of those
 * shown after the frame's paint (in a task posted from the callback). `changed()` asks for a check
 * as if the document had changed.
 */
type FrameWatch = (options: FrameWatchOptions) => { changed: () => void };

declare global {
  interface Window {
    __benchMarks?: Marks;
    __benchFrames?: FrameWatch;
  }
}

/**
 * Runs in every new document of the context before the app: `window.__benchFrames`, the one way
 * the bench sees a frame show something. The check runs once a frame, not at every change (a
 * selector over the whole document is a few milliseconds at the phone's CPU, and the app changes
 * the document many times a frame), and the time is noted after the frame is painted.
 */
function installFrameWatch(): void {
  window.__benchFrames = ({ observe, waiting, shows, noted, clock, stays = false }) => {
    let scheduled = false;
    let done = false;
    const note = (shown: string[]) => {
      const now = clock();
      for (const name of shown) noted[name] = now;
      if (!stays && waiting.size === 0) {
        done = true;
        observer.disconnect();
      }
    };
    const schedule = () => {
      scheduled = true;
      requestAnimationFrame(() => {
        scheduled = false;
        if (done) return;
        const shown = [...waiting].filter(shows);
        if (shown.length === 0) return;
        for (const name of shown) waiting.delete(name);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => note(shown);
        channel.port2.postMessage(null);
      });
    };
    const changed = () => {
      if (!scheduled && !done) schedule();
    };
    const observer = new MutationObserver(changed);
    observer.observe(document, observe);
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
  const frames = window.__benchFrames;
  if (!frames) throw new Error('no frame watch in this page (installMarks installs it first)');
  frames({
    observe: { childList: true, subtree: true },
    waiting: new Set(Object.keys(paints)),
    shows: (name) => {
      const paint = paints[name];
      return location.pathname === paint?.path && document.querySelector(paint.selector) !== null;
    },
    noted: marks.paints,
    clock: () => performance.now(),
  });
}

export async function installMarks(context: BrowserContext): Promise<void> {
  await context.addInitScript(installFrameWatch);
  await context.addInitScript(installPageMarks, PAINTS);
}
