import type { DashboardRow } from '../../../db/db';
import { mutationMark } from '../../../db/mutation-mark';
import { heldForFirstRender } from '../../../lib/read-ahead';
import type { DashboardSummary } from '../lib/summarize';
import { readDashboardRow } from './use-dashboard';
import { minuteOf, readSummary, SUMMARY_TABLES } from './use-summary';

/** What the dashboard's cards read from the mirror, read once before the screen renders. */
export interface FirstDashboard {
  row: DashboardRow | null;
  summary: DashboardSummary;
  /** The minute the summary is of (minuteOf). */
  minute: number;
  /** The mutationMark of the summary's tables as it began to be read. */
  mark: number;
}

/** A read started before the screen rendered, waiting for the screen's first render to take it. */
const ahead = heldForFirstRender<FirstDashboard>();

/**
 * Reads what the dashboard's cards show before the screen renders, so that its first render is
 * the live dashboard: the painted snapshot (build/page/paint-snapshot.ts) gives way to the live
 * figures directly, with no loading state between them.
 */
export async function prefetchFirstDashboard(now: Date): Promise<void> {
  const minute = minuteOf(now);
  const mark = mutationMark(SUMMARY_TABLES);
  const [row, summary] = await Promise.all([readDashboardRow(), readSummary(minute)]);
  ahead.hold({ row, summary, minute, mark });
}

/** The read prefetchFirstDashboard made, for the screen's first render only (later ones read afresh). */
export function useFirstDashboard(): FirstDashboard | undefined {
  return ahead.useFirst();
}
