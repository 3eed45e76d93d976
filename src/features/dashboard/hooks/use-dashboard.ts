import { useLiveQuery } from 'dexie-react-hooks';
import type { DashboardRow } from '../../../db/db';
import { db } from '../../../db/db';
import { useRefresh, type RefreshState } from '../../../sync/use-refresh';
import { firstPageRow } from '../lib/first-page-row';

export interface DashboardState extends RefreshState {
  /** The last GET /dashboard/ answer kept in the mirror; null before the first, undefined loading. */
  row: DashboardRow | null | undefined;
}

/**
 * The last GET /dashboard/ answer in the mirror, or null; with none yet, that of a first sign-in's
 * first page on its way (first-page-row.ts).
 */
export async function readDashboardRow(): Promise<DashboardRow | null> {
  return (await db.dashboard.get('current')) ?? (await firstPageRow(new Date()));
}

/**
 * The dashboard figures from the mirror (the sync layer pulls them on start, online and focus);
 * `first`, read before the screen rendered, until the live query answers.
 */
export function useDashboard(first?: DashboardRow | null): DashboardState {
  const row = useLiveQuery(readDashboardRow, [], first);
  return { row, ...useRefresh('dashboard') };
}
