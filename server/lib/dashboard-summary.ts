import type { Database } from 'better-sqlite3';
import { BOOKING_STATUSES } from '../../src/config/booking-flow.ts';

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
 * here for the dashboard and for the change feed's `summary`, on the connection given. Two
 * scans of the bookings' (lab_id, status, scheduled_at, price) index, counted by SQLite: the
 * summary ends every pull, and a lab of 100,000 bookings must not hold the server up.
 * `scheduled_at` is an ISO string in UTC, so a week's bounds compare as text.
 */
export function dashboardSummary(db: Database): (labId: number, now: Date) => DashboardSummary {
  const byStatus = db.prepare<[number], { status: string; n: number; revenue: number }>(
    `SELECT status, COUNT(*) AS n, TOTAL(CASE WHEN ${EARNING} THEN price ELSE 0 END) AS revenue
     FROM bookings WHERE lab_id = ? GROUP BY status`,
  );
  const week = Array.from(
    { length: WEEKS - 1 },
    (_, i) => `WHEN scheduled_at < @b${i + 1} THEN ${i}`,
  );
  const byWeek = db.prepare<
    Record<string, string | number>,
    { week: number; bookings: number; revenue: number }
  >(
    `SELECT CASE ${week.join(' ')} ELSE ${WEEKS - 1} END AS week, COUNT(*) AS bookings,
       TOTAL(CASE WHEN ${EARNING} THEN price ELSE 0 END) AS revenue
     FROM bookings WHERE lab_id = @lab AND scheduled_at >= @b0 AND scheduled_at < @b${WEEKS}
     GROUP BY week`,
  );
  const clients = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM clients WHERE lab_id = ?',
  );
  const cents = (value: number): number => Math.round(value * 100) / 100;

  return (labId, now) => {
    const dayStart = startOfDay(now);
    const weekStart = addDays(dayStart, -((dayStart.getDay() + 6) % 7));
    const starts = Array.from({ length: WEEKS + 1 }, (_, i) =>
      addDays(weekStart, -7 * (WEEKS - 1 - i)),
    );
    const bounds = Object.fromEntries(starts.map((start, i) => [`b${i}`, start.toISOString()]));
    const weekly = starts.slice(0, WEEKS).map((start) => ({
      week_start: localDay(start),
      bookings: 0,
      revenue: 0,
    }));
    for (const row of byWeek.all({ lab: labId, ...bounds })) {
      const entry = weekly[row.week];
      if (!entry) continue;
      entry.bookings = row.bookings;
      entry.revenue = cents(row.revenue);
    }
    const countsByStatus: Record<string, number> = Object.fromEntries(
      BOOKING_STATUSES.map((s) => [s, 0]),
    );
    let bookings = 0;
    let revenue = 0;
    for (const row of byStatus.all(labId)) {
      countsByStatus[row.status] = row.n;
      bookings += row.n;
      revenue += row.revenue;
    }
    return {
      counts_by_status: countsByStatus,
      weekly,
      totals: { bookings, revenue: cents(revenue), clients: clients.get(labId)?.n ?? 0 },
    };
  };
}
