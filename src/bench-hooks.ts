import { packedCounts } from './db/booking-packs';
import { db } from './db/db';
import { env } from './config/env';
import { feedCursor, pullChanges } from './sync/feed';
import { enqueue } from './sync/outbox';
import { catchUp, refresh } from './sync/pull';
import { replay } from './sync/replay';
import { firstRefreshLanded } from './sync/first-screen';
import { setOutboxWaker } from './sync/wake';

/**
 * What `npm run bench` (bench/) drives inside the page. Loaded only by builds made with
 * VITE_BENCH=1 (see main.tsx); a normal build contains none of it.
 */
export const benchHooks = {
  db,
  apiBase: env.apiBase,
  /** The mirror's bookings, the table's and the packed (src/db/booking-packs.ts). */
  countBookings: async () => (await db.bookings.count()) + (await packedCounts()).total,
  refresh,
  /** One pull of the change feed from the stored cursor (from none: the whole mirror). */
  pullChanges,
  /** The same through the app's one-at-a-time queue, as the live channel's pokes call it. */
  catchUp,
  /** The cursor the mirror is at (`feed:cursor`), or null. */
  feedCursor,
  enqueue,
  replay,
  /** Resolves once the page's own start-of-session refresh has landed (it follows the first screen). */
  settled: () => firstRefreshLanded,
  /** Stops new outbox rows from waking the replayer, so a bench can queue rows and time one run. */
  silenceOutboxWaker: () => setOutboxWaker(undefined),
};

declare global {
  interface Window {
    __bench?: typeof benchHooks;
  }
}

window.__bench = benchHooks;
