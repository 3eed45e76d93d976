import { liveQuery } from 'dexie';
import { db } from '../db/db';
import { onSignOut } from '../lib/sign-out-hooks';
import { registerBackgroundSync } from './background-sync';
import { online } from './online';
import { refreshAll } from './pull';
import { requestReplay, stopReplay } from './replay';
import { setOutboxWaker } from './wake';

let firstRefreshDone: () => void = () => undefined;
/** Resolves when this page's first refresh (on start or sign-in) has landed: the bench waits on it. */
export const firstRefresh = new Promise<void>((resolve) => {
  firstRefreshDone = resolve;
});

/** Window focus refreshes at most this often. */
const FOCUS_THROTTLE_MS = 30_000;

/**
 * Starts the data layer for the page (ARCHITECTURE data flows 2 and 4): while a vendor is signed
 * in, pull and replay on start (and on a fresh sign-in), on `online`, on window focus (throttled),
 * on every new outbox row and on the replayer's backoff timer. Returns a stop function.
 */
export function startSync(): () => void {
  let token: string | null = null;
  let lastFocusPull = 0;

  const active = () => token !== null;

  const onOnline = () => {
    if (!active()) return;
    requestReplay({ force: true });
    void refreshAll();
  };
  const onFocus = () => {
    if (!active() || Date.now() - lastFocusPull < FOCUS_THROTTLE_MS) return;
    lastFocusPull = Date.now();
    requestReplay();
    void refreshAll();
  };

  setOutboxWaker(() => {
    if (!active()) return;
    if (!online()) void registerBackgroundSync();
    else requestReplay();
  });

  const subscription = liveQuery(() => db.session.get('current')).subscribe({
    next: (session) => {
      const usable = session && !session.expired ? session.token : null;
      if (usable === token) return;
      token = usable;
      if (usable === null) {
        stopReplay();
        return;
      }
      lastFocusPull = Date.now();
      requestReplay();
      void refreshAll().then(() => firstRefreshDone());
    },
    error: () => undefined,
  });

  window.addEventListener('online', onOnline);
  window.addEventListener('focus', onFocus);
  const offHook = onSignOut(() => stop());

  function stop(): void {
    token = null;
    subscription.unsubscribe();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', onFocus);
    setOutboxWaker(undefined);
    stopReplay();
    offHook();
  }
  return stop;
}
