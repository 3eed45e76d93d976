import { db } from '../../../db/db';
import { useMirrorFilling } from '../../../sync/hooks';
import { BUSY_READ_GAP_MS, useSteadyQuery } from '../../../sync/use-steady-query';
import { loadSummary, type DashboardSummary } from '../lib/summarize';
import type { FirstDashboard } from './use-first-dashboard';

/**
 * While the mirror fills, the summary is read three times further apart than the counter's day:
 * it reads the day and the next and waiting bookings (some 3,000 bookings at the large seed), and
 * every read holds the walk's next page back (IndexedDB runs a write after the reads of its stores
 * that came before it). With the dashboard open, a first sign-in of 100,000 bookings at a phone's
 * CPU filled the mirror in 41, 39 and 29 s with reads three seconds apart, against 56, 44 and 33 s
 * a second apart, in turn. Its counts meanwhile are the server's (summarize.ts).
 */
const FILLING_READ_GAP_MS = 3 * BUSY_READ_GAP_MS;

/** What the summary is read from, ahead (use-first-dashboard.ts) and live. */
export const SUMMARY_TABLES = [db.bookings, db.meta, db.dashboard];

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
 * screen rendered, stands in until the live read answers, if it is of the same minute. A steady
 * read (src/sync/use-steady-query.ts): under a first pull's pages Dexie's live query started over
 * with each page and showed the dashboard as it was when the pull began. While the mirror fills,
 * the reads are spaced (FILLING_READ_GAP_MS).
 */
export function useSummary(now: Date, first?: FirstDashboard): DashboardSummary | undefined {
  // Re-read when the minute changes (today's boundaries, "next from now"), and on every change.
  const minute = minuteOf(now);
  const filling = useMirrorFilling() === true;
  const same = first?.minute === minute;
  return useSteadyQuery(() => readSummary(minute), [minute], SUMMARY_TABLES, {
    initial: same ? first.summary : undefined,
    initialMark: same ? first.mark : undefined,
    gapMs: filling ? FILLING_READ_GAP_MS : 0,
  });
}
