import type { FeedChange } from './feed-write';

/**
 * A change of one of `types` as the feed sends it (docs/api-contract.md): a numeric id, and a
 * record unless it is a delete. The walk reads its pages with it (feed-page.ts), and the screens
 * a first sign-in's first page (first-page-ahead.ts), so both take the same changes. A leaf, with
 * no import at run time: first-page-ahead.ts is in the entry's chunk.
 */
export function isChange(value: unknown, types: readonly string[]): value is FeedChange {
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<FeedChange>;
  return (
    typeof c.type === 'string' &&
    types.includes(c.type) &&
    typeof c.id === 'number' &&
    (c.deleted === true || (typeof c.record === 'object' && c.record !== null))
  );
}
