import Dexie from 'dexie';
import { packedCounts, packTables } from '../../../db/booking-packs';
import { db } from '../../../db/db';
import { readDay } from '../../../db/day-bookings';
import type { Booking, DashboardData } from '../../../db/types';
import { BOOKING_STATUSES } from '../../../config/booking-flow';
import { unknownStatuses } from '../../../lib/booking-status';
import { inTimeOrder, localDayOf } from '../../../lib/booking-time';
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

/**
 * The mirror's bookings by status: every status of the flow (zero included), and any other; and
 * how many there are in all. The counts are asked for together (one round trip to the browser's
 * database); the other statuses are looked for only when the flow's do not add up to the whole (a
 * walk through the status index's distinct keys, one round trip each).
 */
async function countByStatus(): Promise<{ counts: Record<string, number>; total: number }> {
  const countOf = (s: string) => db.bookings.where('status').equals(s).count();
  const [inTable, packed, ...known] = await Promise.all([
    db.bookings.count(),
    packedCounts(),
    ...BOOKING_STATUSES.map(countOf),
  ]);
  const counts: Record<string, number> = Object.fromEntries(
    BOOKING_STATUSES.map((s, i) => [s, known[i] ?? 0]),
  );
  if (known.reduce((sum, n) => sum + n, 0) < inTable) {
    const others = unknownStatuses((await db.bookings.orderBy('status').uniqueKeys()).map(String));
    for (const [s, n] of await Promise.all(others.map(async (s) => [s, await countOf(s)] as const)))
      counts[s] = n;
  }
  // The packed bookings (src/db/booking-packs.ts) are counted as they were packed.
  for (const [s, n] of Object.entries(packed.counts)) counts[s] = (counts[s] ?? 0) + n;
  return { counts, total: inTable + packed.total };
}

/** The statuses of the bookings "next" lists: those still to be seen. */
export const NEXT_STATUSES: readonly string[] = ['pending', 'confirmed'];

/** How many of one status "next" reads at first; four times as many each time that is short. */
const NEXT_READ = 4 * NEXT_LIMIT;

/**
 * The first NEXT_LIMIT bookings of `status` from `now` on, in the index's order, through the
 * [status+scheduled_at] index from a day before `now` (the ISO strings' offsets) with the exact
 * bound checked on the dates. Read in whole ranges (one round trip each) rather than a cursor's
 * steps: from a day back, a cursor over all statuses stepped through some 200 bookings, one
 * round trip each, on every dashboard start.
 */
async function nextOf(status: string, now: Date): Promise<Booking[]> {
  const range = db.bookings
    .where('[status+scheduled_at]')
    .between([status, new Date(now.getTime() - DAY_MS).toISOString()], [status, Dexie.maxKey]);
  for (let limit = NEXT_READ; ; limit *= 4) {
    const read = await range.clone().limit(limit).toArray();
    const future = read.filter((b) => Date.parse(b.scheduled_at) >= now.getTime());
    if (future.length >= NEXT_LIMIT || read.length < limit) return future.slice(0, NEXT_LIMIT);
  }
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
  const tables = [db.bookings, ...packTables(), db.meta, db.dashboard];
  return db.transaction('r', tables, () => summarize(now));
}

async function summarize(now: Date): Promise<DashboardSummary> {
  // While a walk of the whole state has not landed its last page, the mirror holds part of the
  // lab (today's bookings first): its counts would be short, so the server's, from the page last
  // landed, stand in for them until it has (and the mirror is not counted meanwhile).
  const [resync, row] = await Promise.all([
    db.meta.get(FEED_RESYNC_KEY),
    db.dashboard.get('current'),
  ]);
  const server = resync?.value === true && row ? fromDashboard(row.data) : null;
  // Asked for together: each read waits for the browser's database, not for the one before it.
  const [figures, day, next, awaiting] = await Promise.all([
    server ?? countByStatus(),
    readDay(localDayOf(now.getTime()).start),
    Promise.all(NEXT_STATUSES.map((status) => nextOf(status, now))),
    // Only the first few of what may be thousands (their order is the ISO strings', as `next`'s).
    db.bookings
      .where('[status+scheduled_at]')
      .between(['pending', Dexie.minKey], ['pending', Dexie.maxKey])
      .limit(AWAITING_LIMIT)
      .toArray(),
  ]);
  const { counts, total } = figures;
  return {
    today: inTimeOrder(day),
    counts,
    next: inTimeOrder(next.flat()).slice(0, NEXT_LIMIT),
    awaiting: inTimeOrder(awaiting),
    awaitingTotal: counts.pending ?? 0,
    total,
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
    // The pending count: a feed page's figures are newer than the lists beside them, and a first
    // page's list holds only the pending bookings it brought (first-page-row.ts).
    awaitingTotal: data.counts_by_status.pending ?? data.awaiting_action.length,
    total: data.totals.bookings,
  };
}
