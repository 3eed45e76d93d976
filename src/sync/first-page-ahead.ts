import { apiRequest, type ApiAnswer } from '../lib/http';
import { onSignOut } from '../lib/sign-out-hooks';
import { isChange } from './feed-change';

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
 * The same page for the screens, until its walk has had time to write it (KEEP_MS), with its
 * bookings once a screen has asked for them (read from the answer once).
 */
let shown: (PageAhead & { bookings?: Promise<Record<string, unknown>[]> }) | null = null;

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
  shown = { since, answer };
}

/**
 * The bookings of a walk's first page asked ahead, as they are on the server: for a screen whose
 * mirror has none yet (a first sign-in), to show while the data layer loads and writes them
 * (about a second on a phone's CPU). Null when no such page was asked for lately; an empty list
 * when it failed or holds none.
 */
export function firstPageBookings(): Promise<Record<string, unknown>[]> | null {
  if (!shown || Date.now() - shown.since > KEEP_MS) return null;
  shown.bookings ??= shown.answer.then(
    (res) => {
      // The changes the walk takes (the same check as feed-page.ts): records of live bookings.
      const changes = (res.data as { changes?: unknown } | null)?.changes;
      if (!Array.isArray(changes)) return [];
      return changes.flatMap((change: unknown) =>
        isChange(change, ['bookings']) && change.deleted !== true && change.record
          ? [change.record]
          : [],
      );
    },
    () => [],
  );
  return shown.bookings;
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
