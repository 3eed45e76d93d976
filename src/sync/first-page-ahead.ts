import { apiRequest, type ApiAnswer } from '../lib/http';
import { onSignOut } from '../lib/sign-out-hooks';
import { isChange } from './feed-change';
import type { Summary } from './summary-row';

/**
 * The first page of a walk of the whole state (src/sync/feed.ts), asked for as soon as the app
 * knows a walk will start: at a sign-in that empties the mirror, or at a start whose session has
 * no feed cursor (a first sign-in reloaded before its walk began). The data layer that walks
 * loads in chunks after the session and the first screen (about a second on a phone's CPU before
 * its first request); the page is on its way meanwhile, and the walk takes it instead of asking
 * again. Kept for one walk of the same token, for a short while; never across a sign-out.
 */

/** The meta key of the feed's cursor (src/sync/feed.ts): none means the next pull walks. */
export const FEED_CURSOR_KEY = 'feed:cursor';

/** Records in a walk's first page: today's bookings first, so the screen has its first rows. */
export const WALK_FIRST_LIMIT = 100;

/** The path of a walk's first page. */
export const FIRST_PAGE_PATH = `/sync/?limit=${WALK_FIRST_LIMIT}`;

/** How long an unused page is kept: older, a walk asks again (the server has moved on). */
const KEEP_MS = 20_000;

export interface PageAhead {
  answer: Promise<ApiAnswer<unknown>>;
  /** When it was asked for (epoch ms): the page's `since`, as if the walk had asked then. */
  since: number;
}

let ahead: (PageAhead & { token: string }) | null = null;
/**
 * The same page for the screens, until its walk has had time to write it (KEEP_MS), with what
 * the screens asked of it (each read from the answer once).
 */
let shown: (PageAhead & { reads: Map<string, Promise<unknown>> }) | null = null;

// One vendor's page is never handed to the next one's walk, nor shown on their screens.
onSignOut(() => {
  ahead = null;
  shown = null;
});

/** Asks for a walk's first page now, for the walk `token`'s session starts soon. */
export function askFirstPageAhead(token: string): void {
  const since = Date.now();
  const answer = apiRequest<unknown>(FIRST_PAGE_PATH, { token });
  answer.catch(() => undefined); // a walk that takes it sees the failure and asks again
  ahead = { token, since, answer };
  shown = { since, answer, reads: new Map() };
}

/**
 * The bookings of a walk's first page asked ahead, as they are on the server: for a screen whose
 * mirror has none yet (a first sign-in), to show while the data layer loads and writes them
 * (about a second on a phone's CPU). Null when no such page was asked for lately; an empty list
 * when it failed or holds none.
 */
export function firstPageBookings(): Promise<Record<string, unknown>[]> | null {
  return readShown('bookings', [], (page) => {
    // The changes the walk takes (the same check as feed-page.ts): records of live bookings.
    if (!Array.isArray(page.changes)) return [];
    return page.changes.flatMap((change: unknown) =>
      isChange(change, ['bookings']) && change.deleted !== true && change.record
        ? [change.record]
        : [],
    );
  });
}

/**
 * The lab's figures in a walk's first page asked ahead (the server's, as of the walk's start), for
 * the dashboard of a mirror that has none yet, as firstPageBookings. Null when no such page was
 * asked for lately, or it failed or has none.
 */
export function firstPageSummary(): Promise<Summary | null> | null {
  return readShown('summary', null, (page) =>
    page.summary && typeof page.summary === 'object' ? (page.summary as Summary) : null,
  );
}

/** A feed page's fields as read from its JSON, unchecked. */
interface RawPage {
  changes?: unknown;
  summary?: unknown;
}

/** `read` of the page asked ahead, once per name; `failed` when it failed; null when none is kept. */
function readShown<T>(name: string, failed: T, read: (page: RawPage) => T): Promise<T> | null {
  if (!shown || Date.now() - shown.since > KEEP_MS) return null;
  let reading = shown.reads.get(name) as Promise<T> | undefined;
  if (!reading) {
    reading = shown.answer.then(
      (res) => read((res.data ?? {}) as RawPage),
      () => failed,
    );
    shown.reads.set(name, reading);
  }
  return reading;
}

/**
 * The first page asked ahead for `token`, once; null when there is none, it is another session's
 * or it is too old.
 */
export function takeFirstPageAhead(token: string): PageAhead | null {
  const taken = ahead;
  ahead = null;
  if (!taken || taken.token !== token || Date.now() - taken.since > KEEP_MS) return null;
  return { answer: taken.answer, since: taken.since };
}
