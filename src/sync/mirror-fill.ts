import { db } from '../db/db';
import { FEED_CURSOR_KEY } from './first-page-ahead';
import { FEED_RESYNC_KEY, SYNC_MODE_KEY } from './pull-state';

/**
 * How many bookings a walk of the whole state (a first sign-in, a start-over) has landed so far,
 * written with each of its pages (feed-land.ts) and dropped with its last one: what the screens
 * say while the mirror fills, without counting it. IndexedDB counts by stepping through every
 * entry of the index, in the database process, and the walk's next page waits behind the count.
 */
export const FEED_WALKED_KEY = 'feed:walked';

/** A mirror being filled, and the bookings landed so far. */
export interface MirrorFill {
  bookings: number;
}

/**
 * Whether the mirror is being filled: a pull from no cursor has not landed its last page, or no
 * pull has begun yet with a server that has the change feed (the mirror then holds part of the
 * lab, and counts made from it are short). Null when it is not; one read of the meta table.
 */
export async function readMirrorFill(): Promise<MirrorFill | null> {
  const [resync, cursor, mode, walked] = await db.meta.bulkGet([
    FEED_RESYNC_KEY,
    FEED_CURSOR_KEY,
    SYNC_MODE_KEY,
    FEED_WALKED_KEY,
  ]);
  const filling = resync?.value === true || (cursor === undefined && mode?.value !== 'legacy');
  if (!filling) return null;
  return { bookings: typeof walked?.value === 'number' ? walked.value : 0 };
}
