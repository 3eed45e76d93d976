/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { cacheNames, clientsClaim } from 'workbox-core';

import { installLockedNotices } from './locked-notices';
import { installOutboxSync } from './outbox-sync';
import { installPush } from './push';

declare const self: ServiceWorkerGlobalScope;

// The built shell and every locale file (see build/pwa.ts globPatterns).
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^v$/, /^lng$/] });
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
 * phone's CPU. A file missing from the precache goes to the network, as Workbox's handler does.
 * Locale files are precached with a revision in their key, so the fetch handler keeps them.
 */
const STATIC_ROUTES: RouterRule[] = [
  { condition: { urlPattern: '/assets/*' }, source: { cacheName: cacheNames.precache } },
  { condition: { urlPattern: '/api/*' }, source: 'network' },
];
self.addEventListener('install', (event) => {
  const routed = event as ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
  if (routed.addRoutes) event.waitUntil(routed.addRoutes(STATIC_ROUTES).catch(() => undefined));
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
