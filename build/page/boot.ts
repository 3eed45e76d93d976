/**
 * How the scripts start (inlined in index.html by build/boot-scripts.ts). Route chunks are lazy,
 * so a first load would fetch the entry, run it, and only then discover the screen's chunks and
 * translation files: one round trip after another on a weak network. So this loads the entry's
 * module scripts (taken out of the head) and then preloads, for the path being opened, its chunks
 * and the locale files it needs in the detected language, a link a task. On the pre-rendered
 * sign-in form it waits for the first frame: the form is already there, and a fast network would
 * otherwise deliver the entry in time for its evaluation (about 0.3 s of a tablet's CPU) to run
 * before the first paint. Elsewhere it starts at once. Runs after show-sign-in.ts, which marks
 * #root.
 *
 * With a service worker in control (the installed app's warm start) nothing is preloaded: every
 * file comes from the worker's cache, with no round trip to save, and each link costs the main
 * thread ahead of the entry (the dashboard's 16, about 3 ms each at the phone's CPU; the figures
 * are in bench/README.md, "What the figures still say").
 */
import { pageLanguage } from '../../src/lib/language.ts';
import type { BootData } from './page-data.ts';

declare const PAGE_DATA: BootData;

function link(rel: string, href: string, as?: string): void {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (as) {
    element.as = as;
    element.crossOrigin = 'anonymous';
  }
  document.head.appendChild(element);
}

/** The route's chunks, then its words in the language the app will speak: one function a link. */
function routePreloads({ files, routes }: BootData): (() => void)[] {
  const route = routes.find((r) => new RegExp(r.test).test(location.pathname));
  if (!route) return [];
  // The fallback language (SPEC 1) loads after the first screen (src/lib/i18n.ts), so only the
  // detected one is on the critical path.
  const language = pageLanguage();
  return [
    ...route.files.map((index) => () => link('modulepreload', files[index] ?? '')),
    ...route.namespaces.map(
      (ns) => () => link('preload', `/locales/${language}/${ns}.json`, 'fetch'),
    ),
  ];
}

/** Runs each of `steps` in a task of its own, in order. */
function inTurns(steps: (() => void)[]): void {
  const step = steps.shift();
  if (!step) return;
  try {
    step();
  } catch {
    // Only hints: the entry loads what it needs anyway.
  }
  setTimeout(() => inTurns(steps));
}

function start(data: BootData): void {
  data.entry.forEach((src) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.appendChild(script);
  });
  // A link's request costs the page's thread 1 to 4 ms at full speed (20 at a phone's CPU): the
  // 24 of the bookings list were one task of 270 ms at 5x, so each comes in a task of its own.
  try {
    if (!navigator.serviceWorker?.controller) inTurns(routePreloads(data));
  } catch {
    // Only hints: the entry loads what it needs anyway.
  }
}

const data = PAGE_DATA;
if (document.getElementById('root')?.dataset.prerendered) {
  requestAnimationFrame(() => setTimeout(() => start(data)));
} else {
  start(data);
}
