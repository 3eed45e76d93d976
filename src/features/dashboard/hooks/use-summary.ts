import { useLiveQuery } from 'dexie-react-hooks';
import { loadSummary, type DashboardSummary } from '../lib/summarize';

/** The live summary of the bookings mirror; `undefined` while loading. */
export function useSummary(now: Date): DashboardSummary | undefined {
  // Re-read when the minute changes (today's boundaries, "next from now"), and on every change.
  const minute = Math.floor(now.getTime() / 60_000);
  return useLiveQuery(() => loadSummary(new Date(minute * 60_000)), [minute]);
}
