/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { cacheNames, clientsClaim } from 'workbox-core';

import { LOCALES_CACHE_PREFIX } from '../src/config/constants';
import { installLockedNotices } from './locked-notices';
import { installOutboxSync } from './outbox-sync';
import { installPush } from './push';

declare const self: ServiceWorkerGlobalScope;

// The built shell and every locale file (see build/pwa.ts globPatterns). The build replaces the
// manifest's one mention by the list.
const PRECACHE = self.__WB_MANIFEST;
precacheAndRoute(PRECACHE, { ignoreURLParametersMatching: [/^v$/, /^lng$/] });
cleanupOutdatedCaches();

// Nothing here answers /api/ (a static route below sends it to the network): authenticated
// answers are never put in Cache Storage. Offline data lives in IndexedDB alone.

/** A rule of the Service Worker Static Routing API (not yet in TypeScript's lib). */
interface RouterRule {
  condition: { urlPattern: string };
  source: 'network' | { cacheName: string };
}

/**
 * Routes the browser follows without running this worker's code (the Static Routing API,
 * Chromium 123 and later; elsewhere the fetch handler below serves the same answers). The built
 * files carry their hash in their name and the precache holds them under their plain URL: they
 * come straight from it. The API goes straight to the network (no route here answers it). Before,
 * every request woke the fetch handler: a warm start's 50 or so files waited in the worker's
 * queue, the app's chunk answered 110 ms after it was asked for on a desktop, longer at a
 * phone's CPU. A file missing from the cache goes to the network, as Workbox's handler does.
 */
const STATIC_ROUTES: RouterRule[] = [
  { condition: { urlPattern: '/assets/*' }, source: { cacheName: cacheNames.precache } },
  { condition: { urlPattern: '/api/*' }, source: 'network' },
];

/**
 * The locale files keep their names from one version to the next, so the precache keeps them
 * under a revision in their key, which a static route cannot look up, and each went through the
 * fetch handler (45 to 80 ms a round on a desktop's warm start, before the first screen could
 * render). This version's copies, under their plain URLs, in a cache named after their
 * revisions: a static route serves them from it. A version waiting for the vendor's reload
 * fills its own cache and leaves the one in use alone.
 */
const LOCALE_FILES = PRECACHE.flatMap((entry) => {
  const { url, revision } = typeof entry === 'string' ? { url: entry, revision: '' } : entry;
  const path = new URL(url, self.location.href).pathname;
  return path.startsWith('/locales/') ? [{ path, revision: revision ?? '' }] : [];
});
const LOCALES_CACHE = `${LOCALES_CACHE_PREFIX}${fnv1a(
  LOCALE_FILES.map((f) => `${f.path} ${f.revision}`).join('\n'),
)}`;

/** FNV-1a over a string's UTF-16 units, in hex: a short name that changes with the files. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/**
 * Fetches this version's locale files into LOCALES_CACHE (about 25 KB once per version, beside the
 * precache's own copies). True when every one is there: only then do they get a static route (a
 * miss would go to the network, and the app would lose its words offline).
 */
async function cacheLocaleFiles(): Promise<boolean> {
  const cache = await caches.open(LOCALES_CACHE);
  const stored = await Promise.all(
    LOCALE_FILES.map(async ({ path }) => {
      if (await cache.match(path)) return true;
      const answer = await fetch(path, { cache: 'no-cache' });
      if (!answer.ok) return false;
      await cache.put(path, answer);
      return true;
    }),
  );
  return LOCALE_FILES.length > 0 && stored.every(Boolean);
}

self.addEventListener('install', (event) => {
  const routed = event as ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
  const { addRoutes } = routed;
  if (!addRoutes) return;
  const declare = cacheLocaleFiles()
    .catch(() => false)
    .then((cached) =>
      addRoutes.call(
        routed,
        cached
          ? [
              ...STATIC_ROUTES,
              { condition: { urlPattern: '/locales/*' }, source: { cacheName: LOCALES_CACHE } },
            ]
          : STATIC_ROUTES,
      ),
    );
  event.waitUntil(declare.catch(() => undefined));
});

// The locale caches of earlier versions go once this one is in charge.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith(LOCALES_CACHE_PREFIX) && n !== LOCALES_CACHE)
            .map((n) => caches.delete(n)),
        ),
      ),
  );
});

// Every in-app navigation falls back to the precached index.html (the SPA shell).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//],
  }),
);

// The first version takes control of open pages at once (there is nothing older to wait for).
clientsClaim();

// A new version waits until the page asks for it ("Update available: reload").
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

installOutboxSync(self);
installLockedNotices(self);
installPush(self);
