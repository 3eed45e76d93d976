import { liveQuery } from 'dexie';
import { db } from '../db/db';

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
      // main thread is idle (or after 2 s at the latest), not in the middle of the first render.
      const begin = () => void import('./start').then((m) => m.startSync());
      if ('requestIdleCallback' in globalThis) requestIdleCallback(begin, { timeout: 2000 });
      else setTimeout(begin, 0);
    },
    error: () => undefined,
  });
}
