import { useCallback, useEffect } from 'react';
import { usePullState } from '../../../sync/hooks';
import { refresh } from '../../../sync/pull';

/** Refreshes the offers (and the test types they name) on open; the last pull's error, if any. */
export function useRefreshOffers(): { error: string | null; retry: () => void } {
  const state = usePullState('offers');
  const retry = useCallback(() => {
    void refresh('offers');
    void refresh('lookups');
  }, []);
  useEffect(retry, [retry]);
  return { error: state?.error ?? null, retry };
}
