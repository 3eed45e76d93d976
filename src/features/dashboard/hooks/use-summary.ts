import { useLiveQuery } from 'dexie-react-hooks';
import { loadSummary, type DashboardSummary } from '../lib/summarize';
import type { FirstDashboard } from './use-first-dashboard';

/**
 * The live summary of the bookings mirror; `undefined` while loading. `first`, read before the
 * screen rendered, stands in until the live query answers, if it is of the same minute.
 */
export function useSummary(now: Date, first?: FirstDashboard): DashboardSummary | undefined {
  // Re-read when the minute changes (today's boundaries, "next from now"), and on every change.
  const minute = Math.floor(now.getTime() / 60_000);
  return useLiveQuery(
    () => loadSummary(new Date(minute * 60_000)),
    [minute],
    first?.minute === minute ? first.summary : undefined,
  );
}
