import { db } from '../db/db';
import { ApiError, generalMessage } from '../lib/errors';
import { onIdle } from '../lib/idle';
import { landPage } from './feed-land';
import { FeedPageAsker, WALK_PAGES_HERE, type AskedPage } from './feed-page';
import { emptySeen, type FeedType } from './feed-write';
import { FEED_CURSOR_KEY } from './first-page-ahead';
import { online } from './online';
import {
  FEED_RESYNC_KEY,
  FEED_STATE_KEY,
  lateLoadingMark,
  markExpired,
  pullStateRow,
  SYNC_MODE_KEY,
  type SyncMode,
} from './pull-state';

/**
 * The change feed (ARCHITECTURE data flow 2): `GET /sync/?cursor=` brings what changed after the
 * cursor, a page at a time, and each page lands in one read-write transaction together with the
 * cursor that follows it (feed-land.ts), so a page is either in the mirror with its cursor or not
 * at all. Never a whole table: a page writes the records it names and nothing else (only a
 * start-over, rare, lists a table's keys once to drop what the server no longer has).
 */

/** The opaque cursor after the last page landed (a string from the server, never parsed here). */
export { FEED_CURSOR_KEY, SYNC_MODE_KEY, type SyncMode };

/** A pull still running after this long is marked loading (the sync panel's "Catching up"). */
const LOADING_MARK_MS = 300;
/** Longest a walk's next page waits for the screen's work between its first pages. */
const WALK_YIELD_MS = 250;
/** How many of the walk's first (small) pages are each followed by a wait for the screen. */
const WALK_YIELDING_PAGES = 2;

/** Waits for the main thread to be idle, `timeout` ms at most (a task where idle callbacks lack). */
function idle(timeout: number): Promise<void> {
  return new Promise((resolve) => void onIdle(resolve, timeout));
}

export type FeedOutcome = 'done' | 'unsupported' | 'failed' | 'skipped';

/**
 * Where a pull of more than one page stands after its first page landed: enough for another
 * thread to go on (a walk of the whole state, or a catch-up from a cursor).
 */
export interface WalkResume {
  /** The cursor of the last page landed. */
  cursor: string;
  /** The limit of the next page. */
  limit: number;
  /**
   * A walk's: every record it named so far, by type (what is not named by the end is gone).
   * Absent for a pull that follows a cursor.
   */
  seen?: Map<FeedType, Set<string>>;
  pages: number;
  notificationsMoved: boolean;
}

/**
 * Takes on the rest of a pull after its first page landed: resolves with the outcome, or null to
 * leave it to the pull that offered it.
 */
export type HandOff = (resume: WalkResume) => Promise<FeedOutcome | null>;

export interface PullOptions {
  /** Goes on with a pull that another thread started (walk-off-thread.ts). */
  resume?: WalkResume;
  /**
   * Called once if this pull's first page says more follow (a walk of the whole state, or a
   * device back after many changes), as that page lands (so a worker can load meanwhile): where
   * to hand the rest of the pull, or null.
   */
  walkAway?: () => HandOff | null;
}

async function getMeta<T>(key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

/**
 * Pulls every change after the stored cursor, page by page. 'unsupported' when the server has no
 * feed (404: the marketplace's API before it adopts it); the caller pulls whole lists instead.
 */
export async function pullChanges(options: PullOptions = {}): Promise<FeedOutcome> {
  const { resume, walkAway } = options;
  let handOff: HandOff | null | undefined;
  const session = await db.session.get('current');
  // A new vendor has no lab yet: nothing to follow until it makes one (the feed answers 403).
  if (!session || session.expired || !session.vendor || !online()) return 'skipped';
  const endLoading = lateLoadingMark(FEED_STATE_KEY, LOADING_MARK_MS);
  let startedOver = false;
  let pages = resume?.pages ?? 0;
  let notificationsMoved = resume?.notificationsMoved ?? false;
  try {
    const [cursorRow, resyncRow, modeRow] = await db.meta.bulkGet([
      FEED_CURSOR_KEY,
      FEED_RESYNC_KEY,
      SYNC_MODE_KEY,
    ]);
    let cursor = typeof cursorRow?.value === 'string' ? cursorRow.value : null;
    let resyncing = resyncRow?.value === true;
    let feedMode = modeRow?.value === 'feed';
    // A start-over that did not finish begins again: its pages so far proved nothing about deletes
    // (unless this goes on with the walk another thread started, and knows what it named).
    if (resume) cursor = resume.cursor;
    else if (resyncing) cursor = null;
    let seen = resume?.seen ?? (cursor === null ? emptySeen() : undefined);
    const asker = new FeedPageAsker(session.token, resume);
    let next: Promise<AskedPage> | null = null;
    for (;;) {
      let asked: AskedPage;
      try {
        asked = await (next ?? asker.ask(cursor, seen !== undefined));
      } catch (err) {
        if (err instanceof ApiError && err.status === 410 && !startedOver) {
          // The cursor is of another database (reseeded, restored) or older than the tombstones
          // kept: start over from the whole state. The outbox is left as it is.
          startedOver = true;
          cursor = null;
          next = null;
          asker.startOver();
          seen = emptySeen();
          continue;
        }
        throw err;
      }
      // The next page is asked for while this one lands: the server's and the network's time
      // overlap IndexedDB's. Its cursor is this page's, which is stored only if this page lands;
      // if it does not (signed out), the page fetched ahead is dropped with the pull.
      const { page } = asked;
      next = page.more ? asker.ask(page.cursor, seen !== undefined) : null;
      // A pull of more pages than land here (a walk's WALK_PAGES_HERE; one for a device back
      // after many changes) goes on in another thread: that thread starts loading as the page
      // that says more follow arrives, while it lands. A pull that ends here (a small lab's
      // walk, a poke's few changes) makes none.
      const handOffAfter = seen ? WALK_PAGES_HERE : 1;
      if (!resume && page.more && pages === handOffAfter - 1) handOff ??= walkAway?.();
      const last = !page.more;
      const first = pages === 0;
      pages += 1;
      const landed = await landPage({
        ...asked,
        token: session.token,
        seen,
        first,
        notificationsMoved,
        resyncing,
        feedMode,
      });
      if (!landed) {
        await endLoading();
        return 'skipped';
      }
      ({ notificationsMoved } = landed);
      cursor = page.cursor;
      if (!last && handOff && pages === handOffAfter) {
        // The first rows are in: the rest may go to another thread, from this page on (the page
        // fetched ahead is dropped and asked for again there).
        const outcome = await handOff({
          cursor,
          limit: asker.lastLimit,
          ...(seen ? { seen } : {}),
          pages,
          notificationsMoved,
        });
        if (outcome !== null) {
          await endLoading();
          return outcome;
        }
      }
      // After a walk's first small pages, the screen's own work (drawing what the last page
      // brought) goes first, so a first sign-in shows rows while the rest is on its way; then
      // the pages come back to back (live-rows spaces the screens' whole reads).
      if (seen && !last && pages <= WALK_YIELDING_PAGES) await idle(WALK_YIELD_MS);
      resyncing = seen !== undefined && !last;
      feedMode = true;
      if (last) {
        await endLoading();
        return 'done';
      }
    }
  } catch (err) {
    const at = await endLoading();
    if (err instanceof ApiError && err.kind === 'http' && err.status === 404) {
      await db.meta
        .bulkPut([
          { key: SYNC_MODE_KEY, value: 'legacy' satisfies SyncMode },
          pullStateRow(FEED_STATE_KEY, { loading: false, error: null, at }),
        ])
        .catch(() => undefined);
      return 'unsupported';
    }
    if (err instanceof ApiError && err.kind === 'http' && err.status === 401) {
      await markExpired(session.token).catch(() => undefined);
    }
    await db.meta
      .put(pullStateRow(FEED_STATE_KEY, { loading: false, error: generalMessage(err), at }))
      .catch(() => undefined);
    return 'failed';
  }
}

/** The cursor the mirror is at, or null before the first page landed. */
export async function feedCursor(): Promise<string | null> {
  return (await getMeta<string>(FEED_CURSOR_KEY)) ?? null;
}

/** Which way the mirror is kept: the feed, whole lists, or not known yet. */
export async function syncMode(): Promise<SyncMode | null> {
  return (await getMeta<SyncMode>(SYNC_MODE_KEY)) ?? null;
}
