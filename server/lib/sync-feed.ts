import type { Database } from 'better-sqlite3';
import { recordReaders } from '../db/records.ts';
import { changeLog } from './change-log.ts';
import { dashboardSummary } from './dashboard-summary.ts';

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

export interface FeedPage {
  /** The lab's head cursor: the ETag. */
  head: string;
  /** True when the client's cursor is the head: nothing is new. */
  current: boolean;
  /** The whole answer, `{"data": {...}}`, as JSON text. */
  body: string;
}

/**
 * GET /api/sync/ pages. A page is read in one transaction on the read-only connection, so its
 * records, its cursor and its summary are one committed state: a change that commits meanwhile
 * has a higher seq and comes on the next page or pull. Without a cursor the pages walk the
 * whole state (live records only, plus what is deleted during the walk); with one, every change
 * after it, deletions included. A page that ends the pull (more=false) names the head.
 * Records are the list GETs' shapes (db/records.ts); bookings arrive as JSON text from SQLite.
 */
export function syncFeed(reader: Database) {
  const log = changeLog(reader);
  const records = recordReaders(reader);
  const summaryOf = dashboardSummary(reader);
  const after = reader.prepare<{ lab: number; seq: number; walk: number; limit: number }, LogRow>(
    `SELECT seq, type, record_id, deleted FROM change_log
     WHERE lab_id = @lab AND seq > @seq AND (deleted = 0 OR seq > @walk)
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

  return {
    read: reader.transaction((labId: number, cursor: unknown, limit: number): FeedPage => {
      const head = log.head(labId);
      // No cursor: the whole state, a walk that leaves out what was deleted before it began.
      const from =
        cursor === undefined ? { seq: 0, walk: head.seq } : log.since(labId, cursor, head);
      const rows = after.all({ lab: labId, ...from, limit: limit + 1 });
      const more = rows.length > limit;
      const page = more ? rows.slice(0, limit) : rows;
      const last = page[page.length - 1];
      const headCursor = log.cursor(labId, { seq: head.seq, walk: 0 });
      const pageCursor =
        more && last ? log.cursor(labId, { seq: last.seq, walk: from.walk }) : headCursor;
      let body = `{"data":{"cursor":${JSON.stringify(pageCursor)},"more":${more}`;
      body += `,"changes":[${page.map(change).join(',')}]`;
      if (!more && page.length > 0) {
        const now = new Date();
        const summary = {
          ...summaryOf(labId, now),
          generated_at: now.toISOString(),
          unread_count: records.unreadCount(labId),
        };
        body += `,"summary":${JSON.stringify(summary)}`;
      }
      const current = cursor !== undefined && from.seq === head.seq;
      return { head: headCursor, current, body: `${body}}}` };
    }),
  };
}
