import { useLiveQuery } from 'dexie-react-hooks';
import type { DashboardRow } from '../../../db/db';
import { db } from '../../../db/db';
import { useRefresh, type RefreshState } from '../../../sync/use-refresh';

export interface DashboardState extends RefreshState {
  /** The last GET /dashboard/ answer kept in the mirror; null before the first, undefined loading. */
  row: DashboardRow | null | undefined;
}

/** The dashboard figures from the mirror (the sync layer pulls them on start, online and focus). */
export function useDashboard(): DashboardState {
  const row = useLiveQuery(async () => (await db.dashboard.get('current')) ?? null, []);
  return { row, ...useRefresh('dashboard') };
}
