import type { DashboardRow } from '../../../db/db';
import type { Booking } from '../../../db/types';
import { localDayOf, timedInOrder } from '../../../lib/booking-time';
import { firstPageBookings, firstPageSummary } from '../../../sync/first-page-ahead';
import { dashboardRowOf } from '../../../sync/summary-row';
import { NEXT_LIMIT, NEXT_STATUSES } from './summarize';

/**
 * A first sign-in's dashboard row while the data layer loads (a page load with an empty mirror):
 * the one the walk's first page will write (sync/summary-row.ts), with its lists made from that
 * page's bookings (today's and those to come, in time order), as the mirror will hold them once
 * it has landed. Null when no such page is on its way (then the mirror has, or will have, one).
 */
export async function firstPageRow(now: Date): Promise<DashboardRow | null> {
  const summary = firstPageSummary();
  if (!summary) return null;
  const [figures, records] = await Promise.all([summary, firstPageBookings()]);
  if (!figures) return null;
  const timed = timedInOrder((records ?? []) as unknown as Booking[]);
  const day = localDayOf(now.getTime());
  const pick = (keep: (booking: Booking, at: number) => boolean) =>
    timed.filter(({ booking, at }) => keep(booking, at)).map(({ booking }) => booking);
  return dashboardRowOf(figures, {
    today: pick((_, at) => at >= day.start && at < day.end),
    upcoming: pick((b, at) => at >= now.getTime() && NEXT_STATUSES.includes(b.status)).slice(
      0,
      NEXT_LIMIT,
    ),
    awaiting_action: pick((b) => b.status === 'pending'),
  });
}
