import { fold } from '../../../lib/text';
/** What the header search can find, from the mirror. */
export type SearchKind = 'booking' | 'client' | 'offer' | 'member';

export interface SearchItem {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string;
  /** A booking's time (ISO), formatted only for the results shown. */
  at?: string;
  /** Where the result leads. */
  href: string;
  /** Texts it is found by, already folded (see `fold`). The first is the title. */
  fields: string[];
}

export interface RankedItem extends SearchItem {
  score: number;
}

export const SCORE = { exact: 4, prefix: 3, wordPrefix: 2, substring: 1, none: 0 } as const;

/**
 * How well one folded needle matches one folded field: exact (the whole field, or a whole word of
 * it: "mari" is exact for "mari koch") > prefix > word prefix > substring.
 */
export function matchScore(needle: string, field: string): number {
  if (needle === '' || field === '') return SCORE.none;
  if (field === needle || ` ${field} `.includes(` ${needle} `)) return SCORE.exact;
  if (field.startsWith(needle)) return SCORE.prefix;
  const at = field.indexOf(needle);
  if (at < 0) return SCORE.none;
  return field.lastIndexOf(` ${needle}`) >= 0 || /[^a-z0-9]/.test(field[at - 1] ?? '')
    ? SCORE.wordPrefix
    : SCORE.substring;
}

function bestScore(needle: string, fields: readonly string[]): number {
  let best: number = SCORE.none;
  for (const field of fields) {
    const s = matchScore(needle, field);
    if (s > best) best = s;
    if (best === SCORE.exact) break;
  }
  return best;
}

/**
 * The item's score for a query: the whole query against each field; failing that, every word of
 * the query must match some field and the weakest word decides. 0 means no match.
 */
export function scoreItem(query: string, item: Pick<SearchItem, 'fields'>): number {
  const whole = bestScore(query, item.fields);
  if (whole > SCORE.none) return whole;
  const words = query.split(' ');
  if (words.length < 2) return SCORE.none;
  let weakest: number = SCORE.exact;
  for (const word of words) {
    const s = bestScore(word, item.fields);
    if (s === SCORE.none) return SCORE.none;
    if (s < weakest) weakest = s;
  }
  return weakest;
}

const KIND_ORDER: Record<SearchKind, number> = { booking: 0, client: 1, offer: 2, member: 3 };

/** The best `limit` matches, best first; ties by kind, then title. */
export function rankItems(
  items: readonly SearchItem[],
  rawQuery: string,
  limit = 12,
): RankedItem[] {
  const query = fold(rawQuery);
  if (query === '') return [];
  const ranked: RankedItem[] = [];
  for (const item of items) {
    const score = scoreItem(query, item);
    if (score > SCORE.none) ranked.push({ ...item, score });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.title.localeCompare(b.title),
  );
  return ranked.slice(0, limit);
}
