import { useCallback, useEffect } from 'react';
import { usePullState } from '../../../sync/hooks';
import { refresh } from '../../../sync/pull';

export interface RefreshState {
  /** The last refresh failed with these words; the mirror still shows what it knew. */
  error: string | null;
  refreshing: boolean;
  /** When the bookings last came from the server, epoch ms. */
  at: number | null;
  retry: () => void;
}

/** Asks the sync layer to refresh the bookings mirror when a screen opens (and on retry). */
export function useBookingsRefresh(): RefreshState {
  const state = usePullState('bookings');
  const retry = useCallback(() => void refresh('bookings'), []);
  useEffect(retry, [retry]);
  return {
    error: state?.error ?? null,
    refreshing: state?.loading ?? false,
    at: state?.at ?? null,
    retry,
  };
}
