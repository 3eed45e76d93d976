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
      void import('./start').then((m) => m.startSync());
    },
    error: () => undefined,
  });
}
