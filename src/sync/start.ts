import { liveQuery } from 'dexie';
import { db } from '../db/db';
import { apiRequest } from '../lib/http';
import { serverReachable } from '../lib/reachability';
import { onSignOut } from '../lib/sign-out-hooks';
import { registerBackgroundSync } from './background-sync';
import { startLiveChannel } from './live';
import { online } from './online';
import { refreshAll } from './pull';
import { requestReplay, stopReplay } from './replay';
import { setOutboxWaker } from './wake';
import { markFirstRefreshLanded } from './first-screen';

/** Window focus refreshes at most this often. */
const FOCUS_THROTTLE_MS = 30_000;
/** While the server does not answer, ask it this often whether it is back. */
export const PROBE_MS = 5_000;

/** The lightest call there is (a public lookup); any answer marks the server reachable. */
function probeServer(): void {
  void apiRequest('/common/roles', { timeoutMs: PROBE_MS - 500 }).catch(() => undefined);
}

/**
 * Starts the data layer for the page (ARCHITECTURE data flows 2 and 4): while a vendor is signed
 * in, pull and replay on start (and on a fresh sign-in), on `online` or the server answering again
 * after it did not (probed every PROBE_MS meanwhile), on window focus (throttled), on every new
 * outbox row and on the replayer's backoff timer; and hold the live channel, whose pokes pull
 * (`live.ts`). Returns a stop function.
 */
export function startSync(): () => void {
  let token: string | null = null;
  let lastFocusPull = 0;
  let lab: number | null = null;
  let stopChannel: (() => void) | undefined;
  const startChannel = () =>
    startLiveChannel({
      token: () => token,
      poke: () => void refreshAll(),
      pollLegacy: () => void refreshAll(),
    });

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
      // A new vendor's lab is made after sign-in (same token): the feed and the channel start then.
      const labId = usable ? (session?.vendor?.id ?? null) : null;
      if (usable === token && labId === lab) return;
      const sameToken = usable === token;
      token = usable;
      lab = labId;
      stopChannel?.();
      stopChannel = undefined;
      if (usable === null) {
        stopReplay();
        return;
      }
      if (sameToken) {
        // The lab was just made: the outbox and the lists were already started for this token.
        void refreshAll({ probe: true });
        if (labId !== null) stopChannel = startChannel();
        return;
      }
      lastFocusPull = Date.now();
      requestReplay();
      // At start the feed is asked even if the server had none last time: it may have one now.
      void refreshAll({ probe: true }).then(markFirstRefreshLanded);
      // No lab yet (a new vendor): nothing of its own to follow until it makes one.
      if (labId !== null) stopChannel = startChannel();
    },
    error: () => undefined,
  });

  let probe: ReturnType<typeof setInterval> | undefined;
  const stopProbe = () => {
    clearInterval(probe);
    probe = undefined;
  };
  const startProbe = () => {
    probe ??= setInterval(() => {
      if (active() && online()) probeServer();
    }, PROBE_MS);
  };
  const offReachable = serverReachable.subscribe(() => {
    if (serverReachable.get()) {
      stopProbe();
      onOnline();
    } else {
      startProbe();
    }
  });
  // A request made before this started (the first screen's) may already have found no server.
  if (!serverReachable.get()) startProbe();

  window.addEventListener('online', onOnline);
  window.addEventListener('focus', onFocus);
  const offHook = onSignOut(() => stop());

  function stop(): void {
    token = null;
    stopChannel?.();
    stopChannel = undefined;
    subscription.unsubscribe();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', onFocus);
    offReachable();
    stopProbe();
    setOutboxWaker(undefined);
    stopReplay();
    offHook();
  }
  return stop;
}
