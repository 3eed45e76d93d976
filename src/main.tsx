import './theme/fonts';
import './components/plain/plain.css';
import './layouts/shell.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareFirstScreen, prepareOpenedScreen } from './app/router';
import { REHYDRATE_TIMEOUT_MS } from './config/constants';
import { sessionRead } from './features/auth/lib/session-store';
import { lockRead } from './sync/device-lock-store';
import { atMost } from './lib/at-most';
import { i18n, initI18n, loadFallbackLanguage } from './lib/i18n';
import { onIdle } from './lib/idle';
import { dropSnapshot } from './lib/snapshot';
import { applyThemeVars } from './theme/css-vars';
import { firstScreenCommitted } from './sync/first-screen';

async function start(): Promise<void> {
  applyThemeVars();
  // The splash stays while the first screen's code, words and session load (in parallel; the
  // inline preload in index.html has fetched most of them already). Then React renders that
  // screen in one go. Storage is not awaited: the guards read the session with a plain
  // IndexedDB peek, and Dexie (with the data layer) loads only once a vendor is signed in.
  // The device lock is read in the same step: a locked app's first screen is the lock screen.
  // A vendor's screen starts loading its code, words and first data at once, beside the common
  // words and the session's read (prepareOpenedScreen): under the service worker each locale
  // file is a round trip to its fetch handler, and the session, the words and the screen's read
  // one after the other were three waits before the first render.
  // A guest does not wait for it; a vendor's prepareFirstScreen awaits the same loads.
  const words = initI18n();
  void prepareOpenedScreen(window.location.pathname).catch(() => undefined);
  const ready = Promise.all([sessionRead(), lockRead()]).then(async ([session, lock]) => {
    await Promise.all([
      words,
      prepareFirstScreen(window.location.pathname, Boolean(session)),
      session && lock?.locked ? i18n.loadNamespaces('lock') : undefined,
    ]);
    return session;
  });
  const session = await atMost(
    ready.catch(() => undefined),
    REHYDRATE_TIMEOUT_MS,
  );
  // Nobody signed in (storage cleared under the app): no snapshot of anyone is kept.
  if (session === null) dropSnapshot();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // index.html showed the build's pre-rendered sign-in form (build/prerender-sign-in.ts):
  // React adopts it when it would draw the same, for a guest in English; otherwise it replaces it.
  const hydrate =
    root.dataset.prerendered === 'sign-in' && session === null && i18n.resolvedLanguage === 'en';
  // A transition renders (and hydrates) in slices that yield to the browser, rather than one
  // long task that blocks input on a slow tablet. The splash stays until the slices are committed.
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();

// The fallback language's words, once the first screen has committed and the page is idle.
void firstScreenCommitted.then(() => onIdle(() => void loadFallbackLanguage(), 2000, 0));

if (import.meta.env.VITE_BENCH === '1') void import('./bench-hooks');
