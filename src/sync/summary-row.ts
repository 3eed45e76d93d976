import type { DashboardRow } from '../db/db';
import type { DashboardData } from '../db/types';

/** The lab's figures a feed page ends with (docs/api-contract.md, `GET /sync/`). */
export type Summary = Pick<
  DashboardData,
  'counts_by_status' | 'weekly' | 'totals' | 'generated_at'
> & {
  unread_count?: number;
};

/** The lists of a GET /dashboard/ answer, which a feed page's figures leave as they are. */
export type DashboardLists = Pick<DashboardData, 'today' | 'upcoming' | 'awaiting_action'>;

const NO_LISTS: DashboardLists = { today: [], upcoming: [], awaiting_action: [] };

/**
 * The dashboard row with a feed page's figures (counts, weeks, totals) beside `lists` (the last
 * GET /dashboard/ answer's, or none). No storage here: a screen builds one from a first page still
 * on its way (first-page-ahead.ts) before the data layer has loaded.
 */
export function dashboardRowOf(summary: Summary, lists: DashboardLists = NO_LISTS): DashboardRow {
  const { unread_count: _unread, ...figures } = summary;
  return { key: 'current', data: { ...NO_LISTS, ...lists, ...figures }, fetchedAt: Date.now() };
}
