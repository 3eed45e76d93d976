import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A deletion stays in the feed this long; a client that was away longer starts over. */
export const TOMBSTONE_DAYS = 90;

export const cursorExpired = (): HttpError =>
  new HttpError(410, 'Sync cursor expired; start over', undefined, {}, 'cursor_expired');

/** Where a client stands in its lab's log. */
export interface Position {
  seq: number;
  /**
   * Set while a pull from no cursor pages through the whole state: the head when it began.
   * Deletions at or below it are left out (the client never had those records); later ones
   * are sent, since an earlier page may have brought the record.
   */
  walk: number;
}

/**
 * Cursors over the change log (migration 2 in db/schema.ts writes it). A cursor is
 * `<epoch>.<lab>.<seq>`, or `<epoch>.<lab>.<seq>.<walk>` between the pages of a pull from no
 * cursor; opaque to the app: the database's epoch (a reseeded or restored one has another), the
 * lab it belongs to and a position in that lab's sequence. Never a clock.
 */
export function changeLog(db: Database) {
  const epoch = db.prepare<[], string>('SELECT epoch FROM sync_epoch').pluck().get() ?? '';
  const seqOf = db.prepare<[number], { seq: number; pruned_seq: number }>(
    'SELECT seq, pruned_seq FROM lab_seq WHERE lab_id = ?',
  );

  return {
    /** The lab's latest seq (0 before its first change) and the highest seq pruned. */
    head(labId: number): { seq: number; pruned: number } {
      const row = seqOf.get(labId);
      return { seq: row?.seq ?? 0, pruned: row?.pruned_seq ?? 0 };
    },
    cursor: (labId: number, { seq, walk }: Position): string =>
      walk > seq ? `${epoch}.${labId}.${seq}.${walk}` : `${epoch}.${labId}.${seq}`,
    /**
     * Where a client's cursor stands, or 410 `cursor_expired` when it cannot be continued: it
     * does not parse, names another epoch or lab, is ahead of the head, or deletions after it
     * may have been pruned (at or below `pruned_seq`).
     */
    since(labId: number, cursor: unknown, head: { seq: number; pruned: number }): Position {
      const match =
        typeof cursor === 'string' ? /^([0-9a-f]+)\.(\d+)\.(\d+)(?:\.(\d+))?$/.exec(cursor) : null;
      const seq = Number(match?.[3]);
      const walk = Number(match?.[4] ?? 0);
      if (!match || match[1] !== epoch || Number(match[2]) !== labId) throw cursorExpired();
      if (!Number.isSafeInteger(seq) || !Number.isSafeInteger(walk)) throw cursorExpired();
      if (seq > head.seq || walk > head.seq) throw cursorExpired();
      if (head.pruned > 0 && Math.max(seq, walk) <= head.pruned) throw cursorExpired();
      return { seq, walk };
    },
  };
}

/**
 * Drops tombstones older than TOMBSTONE_DAYS and raises each lab's `pruned_seq` to the highest
 * seq dropped, so a cursor from before them answers 410 instead of missing a deletion. Live
 * rows are never pruned: the log holds one row per record. Call it inside a transaction.
 */
export function pruneTombstones(db: Database, now = Date.now()): number {
  const before = now - TOMBSTONE_DAYS * DAY_MS;
  db.prepare<{ before: number }>(
    `UPDATE lab_seq SET pruned_seq = max(pruned_seq, (
       SELECT max(seq) FROM change_log c
       WHERE c.lab_id = lab_seq.lab_id AND c.deleted = 1 AND c.changed_at < @before))
     WHERE lab_id IN (SELECT lab_id FROM change_log WHERE deleted = 1 AND changed_at < @before)`,
  ).run({ before });
  return db
    .prepare<[number]>('DELETE FROM change_log WHERE deleted = 1 AND changed_at < ?')
    .run(before).changes;
}

/**
 * Prunes now (before the first request) and once a day, taking its turn with the requests'
 * write units; the daily timer does not keep the process alive and stops when the app closes.
 */
export function installPruning(app: FastifyInstance, db: Database): void {
  db.transaction(() => pruneTombstones(db))();
  const daily = async (): Promise<void> => {
    const unit = await app.writeQueue.begin();
    try {
      pruneTombstones(db);
      await unit.commit();
    } catch (error) {
      unit.rollback();
      throw error;
    }
  };
  const timer = setInterval(() => void daily().catch((error) => app.log.error(error)), DAY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
