import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { db, type DashboardRow } from '../../../db/db';
import { usePullState } from '../../../sync/hooks';
import { refresh } from '../../../sync/pull';

export interface DashboardState {
  /** The last GET /dashboard/ answer kept in the mirror; null before the first, undefined loading. */
  row: DashboardRow | null | undefined;
  error: string | null;
  refreshing: boolean;
  retry: () => void;
}

/** The dashboard figures from the mirror (the sync layer pulls them on start, online and focus). */
export function useDashboard(): DashboardState {
  const row = useLiveQuery(async () => (await db.dashboard.get('current')) ?? null, []);
  const state = usePullState('dashboard');
  const retry = useCallback(() => void refresh('dashboard'), []);
  return { row, error: state?.error ?? null, refreshing: state?.loading ?? false, retry };
}
