import { db, MIRROR_TABLES, PACK_TABLES } from '../db/db';
import type { FeedPage } from './feed-page';
import {
  dropUnseen,
  releaseHeld,
  writeChanges,
  writeSummary,
  type FeedType,
  type Held,
} from './feed-write';
import { FEED_CURSOR_KEY } from './first-page-ahead';
import { inTx } from '../db/in-tx';
import { FEED_WALKED_KEY } from './mirror-fill';
import {
  FEED_RESYNC_KEY,
  FEED_STATE_KEY,
  LAST_SYNCED_KEY,
  pullStateRow,
  SYNC_MODE_KEY,
  type SyncMode,
} from './pull-state';
import { fingerprintKey } from './replace-table';

/** The server's newest version of records the pull could not write because changes of this device's are on the way. */
const FEED_HELD_KEY = 'feed:held';

const TX_TABLES = [
  ...MIRROR_TABLES,
  ...PACK_TABLES,
  'session',
  'dashboard',
  'meta',
  'outbox',
] as const;

/** A page of the feed as it lands, and what the pull knew before it. */
export interface Landing {
  page: FeedPage;
  /** When the page was asked for (feed-page.ts). */
  since: number;
  /** The session that asked: a page for another (signed out meanwhile) is dropped. */
  token: string;
  /** A walk's: every record it named so far, by type. */
  seen: Map<FeedType, Set<string>> | undefined;
  /** The pull's first page. */
  first: boolean;
  /** A notification moved in an earlier page of the pull. */
  notificationsMoved: boolean;
  /** The mirror was marked as filling (FEED_RESYNC_KEY) before this page. */
  resyncing: boolean;
  /** The mirror was known to follow the feed (SYNC_MODE_KEY) before this page. */
  feedMode: boolean;
}

/**
 * Lands one page in one read-write transaction with the cursor that follows it: its changes (or
 * holds them where this device's own are on their way), the summary, a walk's drops at its last
 * page, and the meta rows that moved. Resolves with whether a notification moved so far, or null
 * when the session is not the one that asked (nothing written).
 */
export function landPage(landing: Landing): Promise<{ notificationsMoved: boolean } | null> {
  const { page, since, token, seen, first } = landing;
  const last = !page.more;
  return db.transaction('rw', [...TX_TABLES], async () => {
    const current = await db.session.get('current');
    if (!current || current.token !== token) return null; // signed out meanwhile
    const held = ((await db.meta.get(FEED_HELD_KEY))?.value as Held | undefined) ?? {};
    const heldBefore = JSON.stringify(held);
    await inTx(releaseHeld(held, since));
    await inTx(writeChanges(page.changes, held, since, seen));
    // What the whole-list pulls compared against no longer says what the mirror holds.
    if (first) await db.meta.bulkDelete(MIRROR_TABLES.map(fingerprintKey));
    const notificationsMoved =
      landing.notificationsMoved || page.changes.some((c) => c.type === 'notifications');
    if (page.summary && page.changes.length > 0) {
      await inTx(writeSummary(page.summary, notificationsMoved));
    }
    if (last && seen) {
      await inTx(dropUnseen(seen, since));
      await db.meta.delete(FEED_WALKED_KEY);
    }
    const now = Date.now();
    const resync = seen !== undefined && !last;
    // Only what moved is written: every meta write wakes the live queries that read its key.
    await db.meta.bulkPut([
      { key: FEED_CURSOR_KEY, value: page.cursor },
      // A walk's tally, for the screens while the mirror fills (mirror-fill.ts).
      ...(resync ? [{ key: FEED_WALKED_KEY, value: seen.get('bookings')?.size ?? 0 }] : []),
      ...(resync !== landing.resyncing ? [{ key: FEED_RESYNC_KEY, value: resync }] : []),
      ...(JSON.stringify(held) !== heldBefore ? [{ key: FEED_HELD_KEY, value: held }] : []),
      ...(landing.feedMode ? [] : [{ key: SYNC_MODE_KEY, value: 'feed' satisfies SyncMode }]),
      ...(last
        ? [
            pullStateRow(FEED_STATE_KEY, { loading: false, error: null, at: now }),
            { key: LAST_SYNCED_KEY, value: now },
          ]
        : []),
    ]);
    return { notificationsMoved };
  });
}
