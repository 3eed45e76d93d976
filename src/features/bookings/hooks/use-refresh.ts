import { useCallback } from 'react';
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

/**
 * The state of the bookings pull, and a retry. The sync layer already pulls on start, on
 * `online` and on focus; screens do not pull again on mount, which at 10,000 bookings would
 * rewrite the whole table on every visit.
 */
export function useBookingsRefresh(): RefreshState {
  const state = usePullState('bookings');
  const retry = useCallback(() => void refresh('bookings'), []);
  return {
    error: state?.error ?? null,
    refreshing: state?.loading ?? false,
    at: state?.at ?? null,
    retry,
  };
}
