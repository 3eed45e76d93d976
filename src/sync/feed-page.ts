import { ApiError } from '../lib/errors';
import { FEED_TYPES, type FeedChange, type Summary } from './feed-write';

/** One page of `GET /sync/` (docs/api-contract.md), as src/sync/feed.ts walks them. */
export interface FeedPage {
  cursor: string;
  more: boolean;
  changes: FeedChange[];
  summary?: Summary;
}

function isChange(value: unknown): value is FeedChange {
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<FeedChange>;
  return (
    typeof c.type === 'string' &&
    FEED_TYPES.includes(c.type) &&
    typeof c.id === 'number' &&
    (c.deleted === true || (typeof c.record === 'object' && c.record !== null))
  );
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
    changes: page.changes.filter(isChange),
    ...(page.summary && typeof page.summary === 'object' ? { summary: page.summary } : {}),
  };
}
