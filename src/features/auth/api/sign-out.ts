import { LOCALES_CACHE_PREFIX } from '../../../config/constants';
import { db } from '../../../db/db';
import { apiRequest, setUnauthorizedHandler } from '../../../lib/http';
import { runSignOutHooks } from '../../../lib/sign-out-hooks';
import { sealSnapshot } from '../../../lib/snapshot';

/** How long each best-effort step may take before sign-out goes on without it. */
const STEP_TIMEOUT_MS = 5000;

function within<T>(work: Promise<T>, ms = STEP_TIMEOUT_MS): Promise<T | undefined> {
  return Promise.race([
    work.catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}

/**
 * Runtime caches to drop; Workbox's precache and the worker's locale files (the app shell) stay so
 * the app still opens offline.
 */
async function clearRuntimeCaches(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const shell = (n: string) =>
    n.startsWith('workbox-precache') || n.startsWith(LOCALES_CACHE_PREFIX);
  const names = await caches.keys();
  await Promise.all(names.filter((n) => !shell(n)).map((n) => caches.delete(n)));
}

/** Empties every table first (fast, cannot be blocked), then deletes the database itself. */
async function wipeDatabase(): Promise<void> {
  await within(db.transaction('rw', db.tables, () => Promise.all(db.tables.map((t) => t.clear()))));
  db.close();
  // Another tab holding the database open blocks the delete until it closes (it closes on
  // `versionchange`); the tables are already empty, so waiting is bounded.
  await within(db.delete());
}

export interface SignOutDeps {
  /** Loads /login afresh; swapped in tests. */
  leave: () => void;
}

const defaultDeps: SignOutDeps = { leave: () => window.location.replace('/login') };

/**
 * SPEC 4 logout, made safe for a shared tablet (ARCHITECTURE data flow 5): run the sign-out
 * hooks while the token still works (they unregister the push token), tell the server (best
 * effort), delete the whole `root` database, clear local and session storage and the runtime
 * caches, then load /login afresh so no memory of this vendor is left in the page.
 */
export async function signOut(deps: SignOutDeps = defaultDeps): Promise<void> {
  // A 401 from here on is expected, not a session to renew.
  setUnauthorizedHandler(undefined);
  // At once: the dashboard's snapshot must not outlive the click (localStorage goes below too).
  sealSnapshot();
  const session = await within(db.session.get('current'));
  const token = session?.token;
  await within(runSignOutHooks(token));
  if (token) {
    await within(apiRequest('/logout', { method: 'POST', token, timeoutMs: STEP_TIMEOUT_MS }));
  }
  await wipeDatabase();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be disabled; there is nothing to clear then.
  }
  await within(clearRuntimeCaches());
  deps.leave();
}
