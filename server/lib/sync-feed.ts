import type { Database } from 'better-sqlite3';
import { recordReaders } from '../db/records.ts';
import { BOOKING_JSON } from '../db/rows.ts';
import { changeLog, type Position, type WalkPosition } from './change-log.ts';
import { dashboardSummary, startOfDay } from './dashboard-summary.ts';

export const DEFAULT_LIMIT = 500;
export const MAX_LIMIT = 2000;

/** `?limit=`: 1 to MAX_LIMIT, DEFAULT_LIMIT when absent or not a number. */
export function pageLimit(value: unknown): number {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Number(value)));
}

interface LogRow {
  seq: number;
  type: string;
  record_id: number;
  deleted: number;
}

/** A booking of the walk's phases 1 and 3, its JSON written by SQLite. */
interface BookingRow {
  seq: number;
  id: number;
  at: string;
  json: string;
}

/** A change of a page: its JSON text and the cursor that continues after it. */
interface Item {
  json: string;
  next: () => string;
}

export interface FeedPage {
  /** The lab's head cursor: the ETag. */
  head: string;
  /** True when the client's cursor is the head: nothing is new. */
  current: boolean;
  /** The whole answer, `{"data": {...}}`, as JSON text. */
  body: string;
}

/** Live rows of one booking, at or below the walk's head, through bookings_lab_scheduled. */
const walkBookings = (where: string, order: string): string =>
  `SELECT c.seq AS seq, b.id AS id, b.scheduled_at AS at, ${BOOKING_JSON} AS json
   FROM bookings b CROSS JOIN change_log c
   WHERE b.lab_id = @lab AND ${where}
     AND c.lab_id = @lab AND c.type = 'bookings' AND c.record_id = b.id
     AND c.seq <= @walk AND c.deleted = 0
   ORDER BY b.scheduled_at ${order}, b.id ${order} LIMIT @limit`;

/**
 * GET /api/sync/ pages. A page is read in one transaction on the read-only connection, so its
 * records, its cursor and its summary are one committed state: a change that commits meanwhile
 * has a higher seq and comes on the next page or pull. With a cursor, every change after it,
 * deletions included. A page that ends the pull (more=false) names the head. Records are the
 * list GETs' shapes (db/records.ts); bookings arrive as JSON text from SQLite.
 *
 * Without a cursor the pages walk the lab's whole state, what a person needs first first: the
 * head W and the start of the server's local today are fixed when the walk begins and carried in
 * its cursors (lib/change-log.ts, WalkPosition). Each phase sends live rows at or below W only:
 *   1. the lab, then bookings from today on, ascending (scheduled_at, id);
 *   2. every other record (offers, team, clients, notifications, images, sub-categories), by seq;
 *   3. bookings before today, most recent first, descending (scheduled_at, id).
 * Then the pages go on as a pull from W would: whatever changed during the walk (seq above W,
 * deletions included), so a record the walk sent or skipped comes once more, as it is now.
 */
export function syncFeed(reader: Database, now: () => Date = () => new Date()) {
  const log = changeLog(reader);
  const records = recordReaders(reader);
  const summaryOf = dashboardSummary(reader);
  const after = reader.prepare<{ lab: number; seq: number; walk: number; limit: number }, LogRow>(
    `SELECT seq, type, record_id, deleted FROM change_log
     WHERE lab_id = @lab AND seq > @seq AND (deleted = 0 OR seq > @walk)
     ORDER BY seq LIMIT @limit`,
  );
  const labRow = reader.prepare<{ lab: number; walk: number }, LogRow>(
    `SELECT seq, type, record_id, deleted FROM change_log
     WHERE lab_id = @lab AND type = 'lab' AND record_id = @lab AND seq <= @walk AND deleted = 0`,
  );
  type Range = { lab: number; walk: number; at: string; id: number; limit: number };
  const upcoming = reader.prepare<Range, BookingRow>(
    walkBookings('b.scheduled_at >= @at AND (b.scheduled_at > @at OR b.id > @id)', 'ASC'),
  );
  const past = reader.prepare<Range, BookingRow>(
    walkBookings('b.scheduled_at <= @at AND (b.scheduled_at < @at OR b.id < @id)', 'DESC'),
  );
  const others = reader.prepare<{ lab: number; seq: number; walk: number; limit: number }, LogRow>(
    `SELECT seq, type, record_id, deleted FROM change_log
     WHERE lab_id = @lab AND seq > @seq AND seq <= @walk AND deleted = 0
       AND type NOT IN ('lab', 'bookings')
     ORDER BY seq LIMIT @limit`,
  );
  const json = (record: unknown): string | undefined =>
    record === undefined ? undefined : JSON.stringify(record);
  const recordJson: Record<string, (id: number) => string | undefined> = {
    lab: (id) => json(records.lab(id)),
    bookings: records.bookingJson,
    offers: (id) => json(records.offer(id)),
    teamMembers: (id) => json(records.teamMember(id)),
    clients: (id) => json(records.client(id)),
    notifications: (id) => json(records.notification(id)),
    labImages: (id) => json(records.labImage(id)),
    subCategories: (id) => json(records.subCategory(id)),
  };

  const change = ({ type, record_id: id, deleted }: LogRow): string => {
    const prefix = `{"type":${JSON.stringify(type)},"id":${id}`;
    // A live row always has its record in the same snapshot; a missing one reads as deleted.
    const record = deleted ? undefined : recordJson[type]?.(id);
    return record === undefined ? `${prefix},"deleted":true}` : `${prefix},"record":${record}}`;
  };

  /** Up to `limit` changes from `from`: the walk's phases in turn, then the changes after W. */
  function collect(labId: number, from: Position | WalkPosition, limit: number): Item[] {
    const items: Item[] = [];
    const forward = (position: Position): void => {
      for (const row of after.all({ lab: labId, ...position, limit: limit - items.length })) {
        items.push({
          json: change(row),
          next: () => log.cursor(labId, { seq: row.seq, walk: position.walk }),
        });
      }
    };
    if ('seq' in from) {
      forward(from);
      return items;
    }
    const { walk, today } = from;
    const lab = labId;
    const todayAt = new Date(today).toISOString();
    const cursorAt = (step: WalkPosition['step']) => () =>
      log.walkCursor(lab, { walk, today, step });
    const booking = (phase: 'upcoming' | 'past') => (row: BookingRow) =>
      items.push({
        json: `{"type":"bookings","id":${row.id},"record":${row.json}}`,
        next: cursorAt({ phase, after: { at: row.at, id: row.id } }),
      });
    let step = from.step;
    if (step.phase === 'upcoming') {
      const start = step.after ?? { at: todayAt, id: 0 };
      upcoming
        .all({ lab, walk, ...start, limit: limit - items.length })
        .forEach(booking(step.phase));
      if (items.length >= limit) return items;
      step = { phase: 'others', seq: 0 };
    }
    if (step.phase === 'others') {
      for (const row of others.all({ lab, seq: step.seq, walk, limit: limit - items.length })) {
        items.push({ json: change(row), next: cursorAt({ phase: 'others', seq: row.seq }) });
      }
      if (items.length >= limit) return items;
      step = { phase: 'past' };
    }
    const start = step.after ?? { at: todayAt, id: 0 };
    past.all({ lab, walk, ...start, limit: limit - items.length }).forEach(booking('past'));
    if (items.length < limit) forward({ seq: walk, walk: 0 });
    return items;
  }

  return {
    read: reader.transaction((labId: number, cursor: unknown, limit: number): FeedPage => {
      const head = log.head(labId);
      const items: Item[] = [];
      let from: Position | WalkPosition;
      if (cursor === undefined) {
        // No cursor: the whole state, a walk that leaves out what was deleted before it began.
        from = { walk: head.seq, today: startOfDay(now()).getTime(), step: { phase: 'upcoming' } };
        for (const row of labRow.all({ lab: labId, walk: head.seq })) {
          items.push({
            json: change(row),
            next: () => log.walkCursor(labId, from as WalkPosition),
          });
        }
      } else {
        from = log.since(labId, cursor, head);
      }
      items.push(...collect(labId, from, limit + 1 - items.length));
      const more = items.length > limit;
      const page = more ? items.slice(0, limit) : items;
      const headCursor = log.cursor(labId, { seq: head.seq, walk: 0 });
      const last = page[page.length - 1];
      const pageCursor = more && last ? last.next() : headCursor;
      let body = `{"data":{"cursor":${JSON.stringify(pageCursor)},"more":${more}`;
      body += `,"changes":[${page.map((item) => item.json).join(',')}]`;
      // On the last page, and on a walk's first: a device filling its mirror shows the lab's
      // figures (of the walk's start) at once, not the count of what has landed so far.
      if ((!more || cursor === undefined) && page.length > 0) {
        const at = now();
        const summary = {
          ...summaryOf(labId, at),
          generated_at: at.toISOString(),
          unread_count: records.unreadCount(labId),
        };
        body += `,"summary":${JSON.stringify(summary)}`;
      }
      const current = cursor !== undefined && 'seq' in from && from.seq === head.seq;
      return { head: headCursor, current, body: `${body}}}` };
    }),
  };
}
