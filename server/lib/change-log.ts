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
   * Only in a cursor of the seq-ordered walk older servers gave (`<epoch>.<lab>.<seq>.<walk>`),
   * still honoured: the head when that walk began. Deletions at or below it are left out (the
   * client never had those records); later ones are sent, since an earlier page may have brought
   * the record. 0 otherwise.
   */
  walk: number;
}

/** A booking's place in the walk: its `scheduled_at` (text, as stored) and id. */
export interface BookingAt {
  at: string;
  id: number;
}

/**
 * Where a pull from no cursor stands in its walk of the lab's whole state (lib/sync-feed.ts):
 * `walk` is the head when it began (only rows at or below it are walked; later changes follow
 * the walk), `today` the start of the server's local day then (ms), fixed for the whole walk.
 * `step` is the phase and the last record sent in it (none: the phase's start).
 */
export interface WalkPosition {
  walk: number;
  today: number;
  step:
    | { phase: 'upcoming'; after?: BookingAt }
    | { phase: 'others'; seq: number }
    | { phase: 'past'; after?: BookingAt };
}

const PHASE_CODES = { upcoming: 'u', others: 'o', past: 'p' } as const;
const BASE36 = /^-?[0-9a-z]{1,12}$/;
const DIGITS = /^\d{1,16}$/;

/** A `scheduled_at` in a cursor: its ms in base 36 when it is a canonical ISO time, else `_` + base64url. */
function encodeAt(at: string): string {
  const ms = Date.parse(at);
  if (Number.isFinite(ms) && new Date(ms).toISOString() === at) return ms.toString(36);
  return `_${Buffer.from(at, 'utf8').toString('base64url')}`;
}

function decodeAt(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (text.startsWith('_')) {
    const at = Buffer.from(text.slice(1), 'base64url').toString('utf8');
    return encodeAt(at) === text ? at : undefined;
  }
  if (!BASE36.test(text)) return undefined;
  const date = new Date(parseInt(text, 36));
  if (Number.isNaN(date.getTime())) return undefined;
  const at = date.toISOString();
  return encodeAt(at) === text ? at : undefined;
}

const decodeInt = (text: string | undefined): number | undefined =>
  text !== undefined && DIGITS.test(text) && Number.isSafeInteger(Number(text))
    ? Number(text)
    : undefined;

/** The walk's part of a cursor, `<walk>.<today>.<phase>[.<position>]`, or undefined. */
function parseWalk(parts: string[]): WalkPosition | undefined {
  const [walkText, todayText, code, ...rest] = parts;
  const walk = decodeInt(walkText);
  const today = todayText !== undefined && BASE36.test(todayText) ? parseInt(todayText, 36) : NaN;
  if (walk === undefined || !Number.isSafeInteger(today) || today.toString(36) !== todayText) {
    return undefined;
  }
  if (code === PHASE_CODES.others) {
    const seq = decodeInt(rest[0]);
    return rest.length === 1 && seq !== undefined && seq <= walk
      ? { walk, today, step: { phase: 'others', seq } }
      : undefined;
  }
  const phase =
    code === PHASE_CODES.upcoming ? 'upcoming' : code === PHASE_CODES.past ? 'past' : '';
  if (!phase) return undefined;
  if (rest.length === 0) return { walk, today, step: { phase } };
  const at = decodeAt(rest[0]);
  const id = decodeInt(rest[1]);
  if (rest.length !== 2 || at === undefined || id === undefined) return undefined;
  return { walk, today, step: { phase, after: { at, id } } };
}

/**
 * Cursors over the change log (migration 2 in db/schema.ts writes it), opaque to the app and
 * URL-safe (digits, letters, `.`, `-`, `_`). A cursor is `<epoch>.<lab>.<seq>`: the database's
 * epoch (a reseeded or restored one has another), the lab it belongs to and a position in that
 * lab's sequence. Never a clock. Between the pages of a pull from no cursor it is
 * `<epoch>.<lab>.<walk>.<today>.<phase>[.<position>]` (WalkPosition): `today` in base 36 ms,
 * phase `u` (today and upcoming bookings), `o` (the other records) or `p` (past bookings), the
 * position `<scheduled_at>.<id>` of the last booking sent (scheduled_at as base 36 ms, or `_` and
 * base64url when it is no canonical ISO time) or, in `o`, the last seq sent.
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
    walkCursor(labId: number, { walk, today, step }: WalkPosition): string {
      const head = `${epoch}.${labId}.${walk}.${today.toString(36)}.${PHASE_CODES[step.phase]}`;
      if (step.phase === 'others') return `${head}.${step.seq}`;
      return step.after ? `${head}.${encodeAt(step.after.at)}.${step.after.id}` : head;
    },
    /**
     * Where a client's cursor stands, or 410 `cursor_expired` when it cannot be continued: it
     * does not parse, names another epoch or lab, is ahead of the head, or deletions after it
     * may have been pruned (at or below `pruned_seq`).
     */
    since(
      labId: number,
      cursor: unknown,
      head: { seq: number; pruned: number },
    ): Position | WalkPosition {
      const parts = typeof cursor === 'string' ? cursor.split('.') : [];
      const [cursorEpoch, lab, ...rest] = parts;
      if (!cursorEpoch || !/^[0-9a-f]+$/.test(cursorEpoch) || cursorEpoch !== epoch) {
        throw cursorExpired();
      }
      if (decodeInt(lab) !== labId) throw cursorExpired();
      let position: Position | WalkPosition | undefined;
      if (rest.length <= 2) {
        const seq = decodeInt(rest[0]);
        const walk = rest.length === 2 ? decodeInt(rest[1]) : 0;
        if (seq !== undefined && walk !== undefined) position = { seq, walk };
      } else {
        position = parseWalk(rest);
      }
      if (!position) throw cursorExpired();
      const seq = 'seq' in position ? position.seq : 0;
      if (seq > head.seq || position.walk > head.seq) throw cursorExpired();
      if (head.pruned > 0 && Math.max(seq, position.walk) <= head.pruned) throw cursorExpired();
      return position;
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
