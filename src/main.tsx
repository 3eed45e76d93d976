import './theme/fonts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareFirstScreen } from './app/router';
import { REHYDRATE_TIMEOUT_MS } from './config/constants';
import { sessionRead } from './features/auth/state/session-store';
import { initI18n } from './lib/i18n';

async function start(): Promise<void> {
  // The splash stays while the first screen's code, words and session load (in parallel; the
  // inline preload in index.html has fetched most of them already). Then React renders that
  // screen in one go. Storage is not awaited: the guards read the session with a plain
  // IndexedDB peek, and Dexie (with the data layer) loads only once a vendor is signed in.
  const ready = Promise.all([initI18n(), sessionRead()]).then(([, session]) =>
    prepareFirstScreen(window.location.pathname, Boolean(session)),
  );
  await Promise.race([
    ready.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, REHYDRATE_TIMEOUT_MS)),
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root');
  // A transition renders in slices that yield to the browser, rather than one long task
  // that blocks input on a slow tablet. The splash stays until the slices are committed.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();

if (import.meta.env.VITE_BENCH === '1') void import('./bench-hooks');
