import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
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

/** The dashboard figures from the mirror, refreshed (with the bookings) when the screen opens. */
export function useDashboard(): DashboardState {
  const row = useLiveQuery(async () => (await db.dashboard.get('current')) ?? null, []);
  const state = usePullState('dashboard');
  const retry = useCallback(() => {
    void refresh('dashboard');
    void refresh('bookings');
  }, []);
  useEffect(retry, [retry]);
  return { row, error: state?.error ?? null, refreshing: state?.loading ?? false, retry };
}
