import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import { db } from '../../../db/db';
import { pullStateKey, refresh, type PullState } from '../../../sync/pull';

/** Refreshes the offers (and the test types they name) on open; the last pull's error, if any. */
export function useRefreshOffers(): { error: string | null; retry: () => void } {
  const row = useLiveQuery(() => db.meta.get(pullStateKey('offers')), []);
  const retry = useCallback(() => {
    void refresh('offers');
    void refresh('lookups');
  }, []);
  useEffect(retry, [retry]);
  const state = row?.value as Partial<PullState> | undefined;
  return { error: state?.error ?? null, retry };
}
