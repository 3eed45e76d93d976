import { ApiError } from '../lib/errors';
import { apiRequest } from '../lib/http';
import { isChange } from './feed-change';
import { FEED_TYPES, type FeedChange } from './feed-write';
import type { Summary } from './summary-row';
import { FIRST_PAGE_PATH, takeFirstPageAhead, WALK_FIRST_LIMIT } from './first-page-ahead';

/** One page of `GET /sync/` (docs/api-contract.md), as src/sync/feed.ts walks them. */
export interface FeedPage {
  cursor: string;
  more: boolean;
  changes: FeedChange[];
  summary?: Summary;
}

/** The page in the server's answer; a 502 ApiError when it is not one. */
export function readPage(data: unknown): FeedPage {
  const page = (data ?? {}) as Partial<FeedPage>;
  if (typeof page.cursor !== 'string' || !Array.isArray(page.changes)) {
    throw new ApiError('http', 'The sync feed sent an unreadable page', { status: 502 });
  }
  return {
    cursor: page.cursor,
    more: page.more === true,
    // A change of a kind this version does not know is skipped, not fatal.
    changes: page.changes.filter((change): change is FeedChange => isChange(change, FEED_TYPES)),
    ...(page.summary && typeof page.summary === 'object' ? { summary: page.summary } : {}),
  };
}

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
 * task of 60 ms on the bench's phone while the counter screen redrew; 40 were still 35 to 47 ms
 * at 4.9x (2026-12-02), over 50 at the rates a fast host calibrates to.
 */
const CURSOR_FIRST_LIMIT = 16;
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
export const WALK_PAGES_HERE = 2;

/** A page asked for, and when: what the server had by then is in it. */
export interface AskedPage {
  page: FeedPage;
  since: number;
}

/**
 * Asks for a pull's pages, each of the size its place in the pull calls for (the limits above).
 * A pull that goes on in another thread (walk-off-thread.ts) carries on with the limit it had.
 */
export class FeedPageAsker {
  /** The limit of the page asked last (the one fetched ahead, once one is). */
  lastLimit: number;
  private walkLimit: number;
  /** Pages this pull asked for: a walk's first WALK_PAGES_HERE stay small. */
  private asked: number;

  constructor(
    private readonly token: string,
    resume?: { limit: number },
  ) {
    this.walkLimit = resume?.limit ?? WALK_FIRST_LIMIT;
    this.lastLimit = this.walkLimit;
    this.asked = resume ? WALK_PAGES_HERE : 0;
  }

  /** A walk from no cursor starts again at its first, small page. */
  startOver(): void {
    this.walkLimit = WALK_FIRST_LIMIT;
  }

  /** The page after `from` (null: the whole state's first), `walking` the whole state or not. */
  ask(from: string | null, walking: boolean): Promise<AskedPage> {
    const limit = walking ? this.walkLimit : this.asked === 0 ? CURSOR_FIRST_LIMIT : PAGE_LIMIT;
    this.lastLimit = limit;
    this.asked += 1;
    if (this.asked >= WALK_PAGES_HERE) {
      this.walkLimit = Math.min(WALK_LIMIT, this.walkLimit * WALK_GROWTH);
    }
    const path =
      from === null
        ? `/sync/?limit=${limit}`
        : `/sync/?cursor=${encodeURIComponent(from)}&limit=${limit}`;
    const ask = () => apiRequest<unknown>(path, { token: this.token });
    // A walk's first page may be on its way already (first-page-ahead.ts): taken once; asked
    // again if it never reached the server (the server's own answer, say a 404, stands).
    const ahead = path === FIRST_PAGE_PATH ? takeFirstPageAhead(this.token) : null;
    const since = ahead?.since ?? Date.now();
    const reaskUnanswered = (err: unknown) =>
      err instanceof ApiError && err.status > 0 ? Promise.reject(err) : ask();
    const request = (ahead ? ahead.answer.catch(reaskUnanswered) : ask()).then((res) => ({
      page: readPage(res.data),
      since,
    }));
    request.catch(() => undefined); // awaited by the pull; a page fetched ahead may go unused
    return request;
  }
}
