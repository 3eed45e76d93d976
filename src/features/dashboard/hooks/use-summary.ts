import { useLiveQuery } from 'dexie-react-hooks';
import { loadSummary, type DashboardSummary } from '../lib/summarize';
import type { FirstDashboard } from './use-first-dashboard';

/** The minute (epoch ms / 60,000) a summary is read for: "today" and "next" move with it. */
export function minuteOf(now: Date): number {
  return Math.floor(now.getTime() / 60_000);
}

/** The summary of the bookings mirror at the start of `minute`. */
export function readSummary(minute: number): Promise<DashboardSummary> {
  return loadSummary(new Date(minute * 60_000));
}

/**
 * The live summary of the bookings mirror; `undefined` while loading. `first`, read before the
 * screen rendered, stands in until the live query answers, if it is of the same minute.
 */
export function useSummary(now: Date, first?: FirstDashboard): DashboardSummary | undefined {
  // Re-read when the minute changes (today's boundaries, "next from now"), and on every change.
  const minute = minuteOf(now);
  return useLiveQuery(
    () => readSummary(minute),
    [minute],
    first?.minute === minute ? first.summary : undefined,
  );
}
