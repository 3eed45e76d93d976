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

/**
 * What the figures wait for, each on its screen (the path), each when the frame that drew it was
 * presented.
 */
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
 * in `noted` at `clock()` after the paint of the first frame in which `shows(name)` holds (or at
 * that frame's presentation: `presents`).
 */
export interface FrameWatchOptions {
  /** The document changes that ask for a check (MutationObserver's options). */
  observe: MutationObserverInit;
  waiting: Set<string>;
  shows: (name: string) => boolean;
  noted: Record<string, number>;
  /** performance.now on the page's clock, Date.now on the machine's (as Node's). */
  clock: () => number;
  /**
   * For names that show as a new element (a screen's first item): that element, found when the
   * name first shows. The name is then noted at the presentation of the element's first paint
   * (Element Timing's `presentationTime`, the frame reaching the screen) instead of after the
   * frame's paint on the main thread (below, installFrameWatch).
   */
  presents?: (name: string) => Element | null;
  /** Called for a name of `presents` noted after its frame: no presentation came in time. */
  onUnpresented?: (name: string) => void;
  /** Keeps watching when nothing is left waiting (names come later, each with `changed()`). */
  stays?: boolean;
  /** Called after each note. */
  onNote?: () => void;
}

/**
 * Checks the waiting names once in each frame in which the document changed, as the frame's
 * requestAnimationFrame callbacks run (so on what that frame paints), and notes the time of those
 * shown after the frame's paint (in a task posted from the callback), or, for those with an
 * element (`presents`), when that frame was presented. `changed()` asks for a check as if the
 * document had changed.
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
 * the document many times a frame), and the time is noted after the frame is painted, or when it
 * was presented (`presents`).
 */
function installFrameWatch(): void {
  /** How long a tagged element's presentation is waited for before the note after its frame. */
  const PRESENTATION_WAIT_MS = 1000;
  window.__benchFrames = ({
    observe,
    waiting,
    shows,
    noted,
    clock,
    presents,
    onUnpresented,
    stays = false,
    onNote,
  }) => {
    let scheduled = false;
    let done = false;
    const note = (shown: string[], at: number) => {
      if (shown.length === 0) return;
      for (const name of shown) noted[name] = at;
      onNote?.();
    };
    // Each name waiting for its element's presentation: the elements tagged for it.
    const tagged = new Map<string, Set<Element>>();
    const presented = (name: string, at: number) => {
      const elements = tagged.get(name);
      if (!elements) return;
      tagged.delete(name);
      // The app's snapshot copies the document: none of the bench's tags goes into it.
      for (const element of elements) element.removeAttribute('elementtiming');
      note([name], at);
    };
    // Element Timing: the first paint of each element carrying `elementtiming`, with the time its
    // frame was presented (on performance.now's clock, moved to the watch's).
    const elementObserver =
      presents &&
      new PerformanceObserver((list) => {
        const offset = clock() - performance.now();
        for (const e of list.getEntries() as (PerformanceEntry & {
          identifier: string;
          element: Element | null;
          renderTime: number;
          presentationTime?: number;
        })[]) {
          const name = e.identifier.replace(/^bench:/, '');
          if (!e.element || !tagged.get(name)?.has(e.element)) continue;
          presented(name, (e.presentationTime || e.renderTime) + offset);
        }
      });
    elementObserver?.observe({ type: 'element', buffered: true });
    // Tagged in the frame's callbacks, before its paint: the element and each element inside it
    // (Element Timing times the element holding a text or an image, not its ancestors).
    const tag = (name: string): boolean => {
      const element = presents?.(name);
      if (!element) return false;
      const elements = new Set([element, ...element.querySelectorAll('*')]);
      for (const one of elements) one.setAttribute('elementtiming', `bench:${name}`);
      tagged.set(name, elements);
      return true;
    };
    const schedule = () => {
      scheduled = true;
      requestAnimationFrame(() => {
        scheduled = false;
        if (done) return;
        const shown = [...waiting].filter(shows);
        if (shown.length === 0) return;
        for (const name of shown) waiting.delete(name);
        const timed = new Set(shown.filter(tag));
        if (!stays && waiting.size === 0) {
          done = true;
          observer.disconnect();
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const after = clock();
          note(
            shown.filter((name) => !timed.has(name)),
            after,
          );
          // No presentation in time: the note after the frame.
          setTimeout(() => {
            for (const name of timed) {
              if (!tagged.has(name)) continue;
              onUnpresented?.(name);
              presented(name, after);
            }
          }, PRESENTATION_WAIT_MS);
        };
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
/** The console message of a paint noted after its frame, not at its presentation: tag, name. */
const UNPRESENTED_MESSAGE = 'bench:unpresented';

/**
 * Runs in every new document of the context before the app, on the page's clock: for each of
 * PAINTS on its screen, the presentation of the frame that first shows a match, and every long
 * task.
 * Each note is told on the console as well (paintsOf).
 */
function installPageMarks({
  paints,
  message,
  unpresented,
}: {
  paints: Record<string, { path: string; selector: string }>;
  message: string;
  unpresented: string;
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
    // Each is a new element of its screen: noted when the frame that drew it reached the screen.
    presents: (name) => document.querySelector(paints[name]?.selector ?? ':not(*)'),
    onUnpresented: (name) => console.debug(unpresented, name),
    noted: marks.paints,
    clock: () => performance.now(),
    onNote: () => {
      console.debug(message, performance.timeOrigin, JSON.stringify(marks.paints));
    },
  });
}

export async function installMarks(context: BrowserContext): Promise<void> {
  await context.addInitScript(installFrameWatch);
  await context.addInitScript(installPageMarks, {
    paints: PAINTS,
    message: PAINTS_MESSAGE,
    unpresented: UNPRESENTED_MESSAGE,
  });
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
      if (tag === UNPRESENTED_MESSAGE) {
        console.log(
          `  (${origin} on ${page.url()}: no presentation in time, noted after its frame)`,
        );
        return;
      }
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
