import { liveQuery } from 'dexie';
import { db } from '../db/db';
import { firstScreenShown } from './first-screen';

/** Longest wait for the first screen before the data layer starts anyway. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Loads the data layer (pull, replay, outbox triggers) only once a vendor is signed in, so the
 * sign-in screen does not download it. startSync then follows the session by itself.
 */
export function startSyncWhenSignedIn(): void {
  const subscription = liveQuery(() => db.session.get('current')).subscribe({
    next: (session) => {
      if (!session) return;
      subscription.unsubscribe();
      // The screen first paints what the mirror already holds; the refresh follows when the
      // first screen is shown and the main thread is idle (or after 2 s more at the latest).
      const begin = () => void import('./start').then((m) => m.startSync());
      const whenIdle = () => {
        if ('requestIdleCallback' in globalThis) requestIdleCallback(begin, { timeout: 2000 });
        else setTimeout(begin, 0);
      };
      void Promise.race([
        firstScreenShown,
        new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
      ]).then(whenIdle);
    },
    error: () => undefined,
  });
}
