import type { Booking, BookingStatus, DashboardData } from '../../../db/types';

/** How many upcoming bookings the dashboard lists (the contract's `upcoming` holds 10). */
export const NEXT_LIMIT = 10;

export interface DashboardSummary {
  today: Booking[];
  counts: Record<BookingStatus, number>;
  next: Booking[];
  awaiting: Booking[];
  total: number;
}

const ZERO: Record<BookingStatus, number> = {
  pending: 0,
  confirmed: 0,
  sample_collected: 0,
  report_ready: 0,
  completed: 0,
  cancelled: 0,
  no_show: 0,
};

function byTime(a: Booking, b: Booking): number {
  return Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at);
}

/**
 * The dashboard's lists and counts from the bookings mirror, so an accept made offline shows at
 * once. `now` is passed in so the day boundaries can be tested.
 */
export function summarize(bookings: readonly Booking[], now: Date): DashboardSummary {
  const dayStart = new Date(now);
  dayStart.setHours(0, 0, 0, 0);
  const dayEnd = new Date(dayStart);
  dayEnd.setDate(dayEnd.getDate() + 1);
  const counts = { ...ZERO };
  const today: Booking[] = [];
  const next: Booking[] = [];
  const awaiting: Booking[] = [];
  for (const b of bookings) {
    counts[b.status] += 1;
    const at = Date.parse(b.scheduled_at);
    if (at >= dayStart.getTime() && at < dayEnd.getTime()) today.push(b);
    if (at >= now.getTime() && (b.status === 'pending' || b.status === 'confirmed')) next.push(b);
    if (b.status === 'pending') awaiting.push(b);
  }
  return {
    today: today.sort(byTime),
    counts,
    next: next.sort(byTime).slice(0, NEXT_LIMIT),
    awaiting: awaiting.sort(byTime),
    total: bookings.length,
  };
}

/** The same summary from the last GET /dashboard/ answer, when the mirror has no bookings. */
export function fromDashboard(data: DashboardData): DashboardSummary {
  return {
    today: data.today,
    counts: { ...ZERO, ...data.counts_by_status },
    next: data.upcoming,
    awaiting: data.awaiting_action,
    total: data.totals.bookings,
  };
}
