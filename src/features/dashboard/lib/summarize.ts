import Dexie from 'dexie';
import { db } from '../../../db/db';
import { readDay } from '../../../db/day-bookings';
import type { Booking, DashboardData } from '../../../db/types';
import { BOOKING_STATUSES } from '../../../config/booking-flow';
import { unknownStatuses } from '../../../lib/booking-status';
import { inTimeOrder } from '../../../lib/booking-time';
import { FEED_RESYNC_KEY } from '../../../sync/pull-state';

/** How many upcoming bookings the dashboard lists (the contract's `upcoming` holds 10). */
export const NEXT_LIMIT = 10;
/** How many waiting bookings the dashboard lists; the rest are one tap away in the table. */
export const AWAITING_LIMIT = 20;

export interface DashboardSummary {
  today: Booking[];
  /** Every status of the flow (zero included), and any other status the bookings have. */
  counts: Record<string, number>;
  next: Booking[];
  /** The first AWAITING_LIMIT pending bookings, soonest first. */
  awaiting: Booking[];
  awaitingTotal: number;
  total: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The mirror's bookings by status: every status of the flow (zero included), and any other. */
async function countByStatus(): Promise<Record<string, number>> {
  const others = unknownStatuses((await db.bookings.orderBy('status').uniqueKeys()).map(String));
  return Object.fromEntries(
    await Promise.all(
      [...BOOKING_STATUSES, ...others].map(
        async (s) => [s, await db.bookings.where('status').equals(s).count()] as const,
      ),
    ),
  );
}

/**
 * The dashboard's lists and counts straight from the bookings mirror through its indexes (status,
 * scheduled_at), so an accept made offline shows at once and 10,000 bookings are never all read.
 * `now` is passed in so the day boundaries can be tested. Today is the counter's day
 * (src/db/day-bookings.ts); "next" reads the index from a day before `now` (the ISO strings'
 * offsets) and checks the exact bound on the dates.
 *
 * In one read-only transaction: its reads see one state of the mirror, before or after a pull's
 * page, never the flag of one and the bookings of the next (counts of a part of the lab).
 */
export function loadSummary(now: Date): Promise<DashboardSummary> {
  return db.transaction('r', [db.bookings, db.meta, db.dashboard], () => summarize(now));
}

async function summarize(now: Date): Promise<DashboardSummary> {
  const dayStart = new Date(now);
  dayStart.setHours(0, 0, 0, 0);
  const iso = (ms: number) => new Date(ms).toISOString();

  // While a walk of the whole state has not landed its last page, the mirror holds part of the
  // lab (today's bookings first): its counts would be short, so the server's, from the page last
  // landed, stand in for them until it has (and the mirror is not counted meanwhile).
  const [resync, row] = await Promise.all([
    db.meta.get(FEED_RESYNC_KEY),
    db.dashboard.get('current'),
  ]);
  const server = resync?.value === true && row ? fromDashboard(row.data) : null;
  const counts = server?.counts ?? (await countByStatus());

  const today = inTimeOrder(await readDay(dayStart.getTime()));

  const next: Booking[] = [];
  await db.bookings
    .where('scheduled_at')
    .aboveOrEqual(iso(now.getTime() - DAY_MS))
    .until(() => next.length >= NEXT_LIMIT)
    .each((b) => {
      if (Date.parse(b.scheduled_at) < now.getTime()) return;
      if (b.status === 'pending' || b.status === 'confirmed') next.push(b);
    });

  // Only the first few of what may be thousands (their order is the ISO strings', as `next`'s).
  const awaiting = await db.bookings
    .where('[status+scheduled_at]')
    .between(['pending', Dexie.minKey], ['pending', Dexie.maxKey])
    .limit(AWAITING_LIMIT)
    .toArray();
  return {
    today,
    counts,
    next: inTimeOrder(next).slice(0, NEXT_LIMIT),
    awaiting: inTimeOrder(awaiting),
    awaitingTotal: counts.pending ?? 0,
    total: server?.total ?? (await db.bookings.count()),
  };
}

/** The same summary from the last GET /dashboard/ answer, when the mirror has no bookings. */
export function fromDashboard(data: DashboardData): DashboardSummary {
  return {
    today: data.today,
    counts: {
      ...Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])),
      ...Object.fromEntries(
        Object.entries(data.counts_by_status).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number',
        ),
      ),
    },
    next: data.upcoming.slice(0, NEXT_LIMIT),
    awaiting: data.awaiting_action.slice(0, AWAITING_LIMIT),
    awaitingTotal: data.awaiting_action.length,
    total: data.totals.bookings,
  };
}
