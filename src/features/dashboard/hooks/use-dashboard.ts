import { useLiveQuery } from 'dexie-react-hooks';
import type { DashboardRow } from '../../../db/db';
import { db } from '../../../db/db';
import { useRefresh, type RefreshState } from '../../../sync/use-refresh';

export interface DashboardState extends RefreshState {
  /** The last GET /dashboard/ answer kept in the mirror; null before the first, undefined loading. */
  row: DashboardRow | null | undefined;
}

/** The last GET /dashboard/ answer in the mirror, or null. */
export async function readDashboardRow(): Promise<DashboardRow | null> {
  return (await db.dashboard.get('current')) ?? null;
}

/**
 * The dashboard figures from the mirror (the sync layer pulls them on start, online and focus);
 * `first`, read before the screen rendered, until the live query answers.
 */
export function useDashboard(first?: DashboardRow | null): DashboardState {
  const row = useLiveQuery(readDashboardRow, [], first);
  return { row, ...useRefresh('dashboard') };
}
