import type { Database } from 'better-sqlite3';
import { BOOKING_STATUSES } from '../db/rows.ts';

const WEEKS = 8;
/** Revenue counts every booking that was not cancelled and not missed. */
const EARNING = "status NOT IN ('cancelled', 'no_show')";

export function startOfDay(date: Date): Date {
  const day = new Date(date);
  day.setHours(0, 0, 0, 0);
  return day;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** `YYYY-MM-DD` in the server's local time zone. */
const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export interface DashboardSummary {
  counts_by_status: Record<string, number>;
  weekly: { week_start: string; bookings: number; revenue: number }[];
  totals: { bookings: number; revenue: number; clients: number };
}

/**
 * The figures of GET /dashboard/ (counts by status, the last 8 weeks, totals), computed once
 * here for the dashboard and for the change feed's `summary`, on the connection given.
 */
export function dashboardSummary(db: Database): (labId: number, now: Date) => DashboardSummary {
  const counts = db.prepare<[number], { status: string; n: number }>(
    'SELECT status, COUNT(*) AS n FROM bookings WHERE lab_id = ? GROUP BY status',
  );
  const inRange = db.prepare<
    [number, string, string],
    { scheduled_at: string; earning: number; price: number }
  >(
    `SELECT scheduled_at, ${EARNING} AS earning, price FROM bookings
     WHERE lab_id = ? AND scheduled_at >= ? AND scheduled_at < ?`,
  );
  const totals = db.prepare<[number], { bookings: number; revenue: number | null }>(
    `SELECT COUNT(*) AS bookings, SUM(CASE WHEN ${EARNING} THEN price ELSE 0 END) AS revenue
     FROM bookings WHERE lab_id = ?`,
  );
  const clients = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM clients WHERE lab_id = ?',
  );

  return (labId, now) => {
    const dayStart = startOfDay(now);
    const weekStart = addDays(dayStart, -((dayStart.getDay() + 6) % 7));
    const firstWeek = addDays(weekStart, -7 * (WEEKS - 1));
    const weeks = Array.from({ length: WEEKS }, (_, i) => {
      const start = addDays(firstWeek, 7 * i);
      return {
        start,
        end: addDays(start, 7),
        week_start: localDay(start),
        bookings: 0,
        revenue: 0,
      };
    });
    for (const row of inRange.all(
      labId,
      firstWeek.toISOString(),
      addDays(weekStart, 7).toISOString(),
    )) {
      const at = new Date(row.scheduled_at);
      const week = weeks.find((w) => at >= w.start && at < w.end);
      if (!week) continue;
      week.bookings += 1;
      if (row.earning) week.revenue += row.price;
    }
    const countsByStatus: Record<string, number> = Object.fromEntries(
      BOOKING_STATUSES.map((s) => [s, 0]),
    );
    for (const row of counts.all(labId)) countsByStatus[row.status] = row.n;
    const total = totals.get(labId);
    return {
      counts_by_status: countsByStatus,
      weekly: weeks.map(({ week_start, bookings: n, revenue }) => ({
        week_start,
        bookings: n,
        revenue: Math.round(revenue * 100) / 100,
      })),
      totals: {
        bookings: total?.bookings ?? 0,
        revenue: Math.round((total?.revenue ?? 0) * 100) / 100,
        clients: clients.get(labId)?.n ?? 0,
      },
    };
  };
}
