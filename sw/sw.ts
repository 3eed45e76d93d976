/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';

import { installLockedNotices } from './locked-notices';
import { installOutboxSync } from './outbox-sync';
import { installPush } from './push';

declare const self: ServiceWorkerGlobalScope;

// The built shell and every locale file (see build/pwa.ts globPatterns).
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^v$/, /^lng$/] });
cleanupOutdatedCaches();

// No route matches /api/: those requests go straight to the network, and authenticated answers
// are never put in Cache Storage. Offline data lives in IndexedDB alone.

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
