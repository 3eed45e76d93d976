import { db, MIRROR_TABLES } from '../db/db';
import { ApiError, generalMessage } from '../lib/errors';
import { apiRequest } from '../lib/http';
import { onIdle } from '../lib/idle';
import { readPage, type FeedPage } from './feed-page';
import {
  FEED_CURSOR_KEY,
  FIRST_PAGE_PATH,
  takeFirstPageAhead,
  WALK_FIRST_LIMIT,
} from './first-page-ahead';
import {
  dropUnseen,
  emptySeen,
  releaseHeld,
  writeChanges,
  writeSummary,
  type FeedType,
  type Held,
} from './feed-write';
import { inTx } from './in-tx';
import { online } from './online';
import {
  FEED_RESYNC_KEY,
  FEED_STATE_KEY,
  LAST_SYNCED_KEY,
  markExpired,
  markLoading,
  pullStateRow,
  type PullState,
} from './pull-state';
import { fingerprintKey } from './replace-table';

/**
 * The change feed (ARCHITECTURE data flow 2): `GET /sync/?cursor=` brings what changed after the
 * cursor, a page at a time, and each page lands in one read-write transaction together with the
 * cursor that follows it, so a page is either in the mirror with its cursor or not at all. Never
 * a whole table: a page writes the records it names and nothing else (only a start-over, rare,
 * lists a table's keys once to drop what the server no longer has).
 */

/** The opaque cursor after the last page landed (a string from the server, never parsed here). */
export { FEED_CURSOR_KEY };
/** The server's newest version of records the pull could not write because changes of this device's are on the way. */
const FEED_HELD_KEY = 'feed:held';
/** `feed` once the server answered the feed, `legacy` when it has none (404). */
export const SYNC_MODE_KEY = 'sync:mode';
export type SyncMode = 'feed' | 'legacy';

/** A pull still running after this long is marked loading (the sync panel's "Catching up"). */
const LOADING_MARK_MS = 300;

/**
 * Records per page when following a cursor: 100 (about 55 KB of bookings). Dexie hands each
 * commit's keys (every index's, old and new) to every live query on the screen, which merges
 * them into its own set: at 300 bookings a page that merge alone was a 100 ms task on a 4x phone.
 * The next page is asked for while one lands, so smaller pages cost little time.
 */
const PAGE_LIMIT = 100;
/**
 * The first page when following a cursor, which lands on the page's thread (a poke's few changes
 * end in it); the rest of a device's catch-up goes to a worker. 100 records written here were a
 * task of 60 ms on the bench's phone while the counter screen redrew.
 */
const CURSOR_FIRST_LIMIT = 40;
/**
 * A walk of the whole state (from no cursor) opens with a small page, today's bookings first, so
 * the screen has its first rows while the rest is on its way (WALK_FIRST_LIMIT, in
 * first-page-ahead.ts, which may have asked for it already); each next page is WALK_GROWTH times
 * larger up to the largest the server gives (nobody waits on a single record, and each page costs
 * a transaction and a request), so the first screen is drawn before a large page's writes.
 */
const WALK_GROWTH = 4;
const WALK_LIMIT = 2000;
/**
 * How many of a walk's pages land on the page before the rest goes to a worker
 * (walk-off-thread.ts), both of WALK_FIRST_LIMIT: a small lab's whole state fits in them (the
 * demo lab's 130 records), so its first sign-in loads and starts no worker (35 KiB of script for
 * a handful of records); a large one hands on after 200 records, with the screen's first rows in.
 */
const WALK_PAGES_HERE = 2;
/** Longest a walk's next page waits for the screen's work between its first pages. */
const WALK_YIELD_MS = 250;
/** How many of the walk's first (small) pages are each followed by a wait for the screen. */
const WALK_YIELDING_PAGES = 2;

/** Waits for the main thread to be idle, `timeout` ms at most (a task where idle callbacks lack). */
function idle(timeout: number): Promise<void> {
  return new Promise((resolve) => void onIdle(resolve, timeout));
}

const TX_TABLES = [...MIRROR_TABLES, 'session', 'dashboard', 'meta', 'outbox'] as const;

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
  // A pull that lands within LOADING_MARK_MS (a poke's, nearly always) is never marked loading:
  // the mark and its end would wake every screen's pull state twice more for nothing.
  let loading: Promise<number | null> | null = null;
  const markTimer = setTimeout(() => {
    loading = markLoading(FEED_STATE_KEY);
    loading.catch(() => undefined);
  }, LOADING_MARK_MS);
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
    let walkLimit = resume?.limit ?? WALK_FIRST_LIMIT;
    /** The limit of the page asked last (the one fetched ahead, once one is). */
    let askedLimit = walkLimit;
    /** Pages this pull asked for: a walk's first WALK_PAGES_HERE stay small. */
    let asked = resume ? WALK_PAGES_HERE : 0;
    const fetchPage = (from: string | null): Promise<{ page: FeedPage; since: number }> => {
      const limit = seen ? walkLimit : asked === 0 ? CURSOR_FIRST_LIMIT : PAGE_LIMIT;
      askedLimit = limit;
      asked += 1;
      if (asked >= WALK_PAGES_HERE) walkLimit = Math.min(WALK_LIMIT, walkLimit * WALK_GROWTH);
      const path =
        from === null
          ? `/sync/?limit=${limit}`
          : `/sync/?cursor=${encodeURIComponent(from)}&limit=${limit}`;
      const ask = () => apiRequest<unknown>(path, { token: session.token });
      // A walk's first page may be on its way already (first-page-ahead.ts): taken once; asked
      // again if it never reached the server (the server's own answer, say a 404, stands).
      const ahead = path === FIRST_PAGE_PATH ? takeFirstPageAhead(session.token) : null;
      const since = ahead?.since ?? Date.now();
      const reaskUnanswered = (err: unknown) =>
        err instanceof ApiError && err.status > 0 ? Promise.reject(err) : ask();
      const request = (ahead ? ahead.answer.catch(reaskUnanswered) : ask()).then((res) => ({
        page: readPage(res.data),
        since,
      }));
      request.catch(() => undefined); // awaited below; a page fetched ahead may go unused
      return request;
    };
    let next: Promise<{ page: FeedPage; since: number }> | null = null;
    for (;;) {
      let page: FeedPage;
      let since: number;
      try {
        ({ page, since } = await (next ?? fetchPage(cursor)));
      } catch (err) {
        if (err instanceof ApiError && err.status === 410 && !startedOver) {
          // The cursor is of another database (reseeded, restored) or older than the tombstones
          // kept: start over from the whole state. The outbox is left as it is.
          startedOver = true;
          cursor = null;
          next = null;
          walkLimit = WALK_FIRST_LIMIT;
          seen = emptySeen();
          continue;
        }
        throw err;
      }
      // The next page is asked for while this one lands: the server's and the network's time
      // overlap IndexedDB's. Its cursor is this page's, which is stored only if this page lands;
      // if it does not (signed out), the page fetched ahead is dropped with the pull.
      next = page.more ? fetchPage(page.cursor) : null;
      // A pull of more pages than land here (a walk's WALK_PAGES_HERE; one for a device back
      // after many changes) goes on in another thread: that thread starts loading as the page
      // that says more follow arrives, while it lands. A pull that ends here (a small lab's
      // walk, a poke's few changes) makes none.
      const handOffAfter = seen ? WALK_PAGES_HERE : 1;
      if (!resume && page.more && pages === handOffAfter - 1) handOff ??= walkAway?.();
      const last = !page.more;
      const first = pages === 0;
      pages += 1;
      const landed = await db.transaction('rw', [...TX_TABLES], async () => {
        const current = await db.session.get('current');
        if (!current || current.token !== session.token) return false; // signed out meanwhile
        const held = (await getMeta<Held>(FEED_HELD_KEY)) ?? {};
        const heldBefore = JSON.stringify(held);
        await inTx(releaseHeld(held, since));
        await inTx(writeChanges(page.changes, held, since, seen));
        // What the whole-list pulls compared against no longer says what the mirror holds.
        if (first) await db.meta.bulkDelete(MIRROR_TABLES.map(fingerprintKey));
        notificationsMoved ||= page.changes.some((c) => c.type === 'notifications');
        if (page.summary && page.changes.length > 0) {
          await inTx(writeSummary(page.summary, notificationsMoved));
        }
        if (last && seen) await inTx(dropUnseen(seen, since));
        const now = Date.now();
        const resync = seen !== undefined && !last;
        // Only what moved is written: every meta write wakes the live queries that read its key.
        await db.meta.bulkPut([
          { key: FEED_CURSOR_KEY, value: page.cursor },
          ...(resync !== resyncing ? [{ key: FEED_RESYNC_KEY, value: resync }] : []),
          ...(JSON.stringify(held) !== heldBefore ? [{ key: FEED_HELD_KEY, value: held }] : []),
          ...(feedMode ? [] : [{ key: SYNC_MODE_KEY, value: 'feed' satisfies SyncMode }]),
          ...(last
            ? [
                pullStateRow(FEED_STATE_KEY, { loading: false, error: null, at: now }),
                { key: LAST_SYNCED_KEY, value: now },
              ]
            : []),
        ]);
        return true;
      });
      if (!landed) {
        await endLoading();
        return 'skipped';
      }
      cursor = page.cursor;
      if (!last && handOff && pages === handOffAfter) {
        // The first rows are in: the rest may go to another thread, from this page on (the page
        // fetched ahead is dropped and asked for again there).
        const outcome = await handOff({
          cursor,
          limit: askedLimit,
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

  /**
   * No loading mark from now on; if one was written, it is ended (after it, so it is never
   * left behind). Resolves with when the feed last succeeded.
   */
  async function endLoading(): Promise<number | null> {
    clearTimeout(markTimer);
    const mark = loading as Promise<number | null> | null;
    if (!mark) {
      const row = await db.meta.get(FEED_STATE_KEY).catch(() => undefined);
      return (row?.value as PullState | undefined)?.at ?? null;
    }
    const before = await mark.catch(() => null);
    const row = await db.meta.get(FEED_STATE_KEY).catch(() => undefined);
    const state = row?.value as PullState | undefined;
    if (state?.loading) {
      await db.meta
        .put(pullStateRow(FEED_STATE_KEY, { ...state, loading: false }))
        .catch(() => undefined);
    }
    return state?.at ?? before;
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
