import { useCallback } from 'react';
import { usePullState } from './hooks';
import { refresh, type PullResource } from './pull';

export interface RefreshState {
  /** The last refresh failed with these words; the mirror still shows what it knew. */
  error: string | null;
  refreshing: boolean;
  /** When the resource last came from the server, epoch ms. */
  at: number | null;
  retry: () => void;
}

/**
 * The state of one resource's pull, and a retry. The sync layer already pulls on start, on
 * `online` and on focus; screens do not pull again on mount, which at 10,000 bookings would
 * rewrite the whole table on every visit.
 */
export function useRefresh(resource: PullResource): RefreshState {
  const state = usePullState(resource);
  const retry = useCallback(() => void refresh(resource), [resource]);
  return {
    error: state?.error ?? null,
    refreshing: state?.loading ?? false,
    at: state?.at ?? null,
    retry,
  };
}
