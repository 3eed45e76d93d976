import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

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
  /** Called after each note. */
  onNote?: () => void;
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
  window.__benchFrames = ({ observe, waiting, shows, noted, clock, stays = false, onNote }) => {
    let scheduled = false;
    let done = false;
    const note = (shown: string[]) => {
      const now = clock();
      for (const name of shown) noted[name] = now;
      onNote?.();
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

/** The console message each note of the paints sends: the text, the document's time origin, the paints. */
const PAINTS_MESSAGE = 'bench:paints';

/**
 * Runs in every new document of the context before the app, on the page's clock: for each of
 * PAINTS on its screen, the frame after the one that first shows a match, and every long task.
 * Each note is told on the console as well (paintsOf).
 */
function installPageMarks({
  paints,
  message,
}: {
  paints: Record<string, { path: string; selector: string }>;
  message: string;
}): void {
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
    onNote: () => {
      console.debug(message, performance.timeOrigin, JSON.stringify(marks.paints));
    },
  });
}

export async function installMarks(context: BrowserContext): Promise<void> {
  await context.addInitScript(installFrameWatch);
  await context.addInitScript(installPageMarks, { paints: PAINTS, message: PAINTS_MESSAGE });
}

/**
 * Navigates by `go` and resolves with the paints of the document it opens, once it has noted
 * every one of `names`: read from the console messages of its notes (a document whose navigation
 * started before `go` is not it), so that nothing runs in the page while it loads. Playwright's
 * `waitForFunction` first evaluates its injected script (about 330 KB) in the new document, 40 ms
 * of a 4x CPU's main thread in the middle of the start it times, and then polls there.
 */
export async function paintsOf(
  page: Page,
  names: readonly PaintName[],
  go: () => Promise<unknown>,
  timeoutMs = 30_000,
): Promise<Paints> {
  const since = Date.now();
  const painted = new Promise<Paints>((resolve, reject) => {
    const onConsole = (message: ConsoleMessage) => {
      const [tag, origin, json] = message.text().split(' ');
      if (tag !== PAINTS_MESSAGE || Number(origin) < since || !json) return;
      const paints = JSON.parse(json) as Paints;
      if (!names.every((name) => paints[name] !== undefined)) return;
      done();
      resolve(paints);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no ${names.join(' and ')} within ${timeoutMs / 1000} s on ${page.url()}`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      page.off('console', onConsole);
    };
    page.on('console', onConsole);
  });
  // Handled below; this keeps a failed `go` from leaving its rejection unhandled.
  painted.catch(() => undefined);
  await go();
  return painted;
}
