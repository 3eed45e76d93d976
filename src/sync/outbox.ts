import { db, type ApplyAnswer, type OutboxRow, type Rollback } from '../db/db';
import { packTables } from '../db/booking-packs';
import type { ActingPerson } from '../db/device-lock';
import type { BookingStep, Id } from '../db/types';
import { AppError } from '../lib/errors';
import type { RequestBody } from '../lib/http';
import { ACTIONS } from './actions';
import { TEMP_PREFIX, withSwappedIds } from './id-swap';
import { actingPerson, stepBy } from './device-lock-row';
import { wakeOutbox } from './wake';

function uuid(): string {
  return globalThis.crypto.randomUUID();
}

/** A temporary id for a record made before the server knows it; never collides with a server id. */
export function tempId(): string {
  return `${TEMP_PREFIX}${uuid()}`;
}

export function isTempId(id: Id): id is string {
  return typeof id === 'string' && id.startsWith(TEMP_PREFIX);
}

export class NotSignedInError extends AppError {
  constructor() {
    super('Not signed in', { key: 'errors.notSignedIn' });
    this.name = 'NotSignedInError';
  }
}

interface Change {
  action: string;
  table: OutboxRow['table'];
  recordId: Id;
  method: OutboxRow['method'];
  path: string;
  body?: RequestBody;
  label: OutboxRow['label'];
  onSuccess: ApplyAnswer;
  /** Keep the server's message under this meta key once it succeeds (OutboxRow.notice). */
  notice?: string;
  /**
   * Writes the optimistic change to the mirror and says how to undo it. Runs inside the same
   * read-write transaction as the outbox row, so both land or neither does. `by` is who makes
   * the change, for a booking's history step (issue 27).
   */
  optimistic: (by: NonNullable<BookingStep['by']>) => Promise<Rollback | null>;
}

const ALL_TABLES = [
  db.session,
  db.bookings,
  ...packTables(),
  db.offers,
  db.teamMembers,
  db.notifications,
  db.labImages,
  db.subCategories,
  db.clients,
  db.outbox,
  db.idMap,
  db.meta,
];

/** The device has no room left for the change: nothing was stored. Screens show `message`. */
export class StorageFullError extends AppError {
  readonly code = 'storage-full';
  constructor(cause?: unknown) {
    super(
      'This device has no storage space left, so the change was not saved. Free some space and try again.',
      { key: 'errors.storageFull' },
      { cause },
    );
    this.name = 'StorageFullError';
  }
}

function isQuotaError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth += 1) {
    if (e instanceof Error || e instanceof DOMException) {
      if (/quota/i.test(`${e.name} ${e.message}`)) return true;
      e = (e as { inner?: unknown; cause?: unknown }).inner ?? (e as { cause?: unknown }).cause;
    } else return false;
  }
  return false;
}

type StorageListener = (err: StorageFullError) => void;
const storageListeners = new Set<StorageListener>();

/** The sync status hears storage failures to show them, whatever screen queued the change. */
export function onStorageFull(fn: StorageListener): () => void {
  storageListeners.add(fn);
  return () => storageListeners.delete(fn);
}

/** Updates whose JSON bodies can be folded into an unsent earlier row of the same record. */
const MERGEABLE_UPDATES = new Set<string>([ACTIONS.updateOffer]);

function unsent(row: OutboxRow): boolean {
  return row.status === 'pending' && !row.sending && row.attempts === 0;
}

/** Rows made by different people are never folded: each goes with its own staff session. */
function samePerson(row: OutboxRow, person: ActingPerson | undefined): boolean {
  return row.person?.token === person?.token;
}

async function rowsOf(table: OutboxRow['table'], recordId: Id): Promise<OutboxRow[]> {
  if (table === 'none' || table === 'lab') return [];
  return db.outbox.where('[table+recordId]').equals([table, recordId]).sortBy('seq');
}

/**
 * Folds a change into the outbox instead of adding a row, where the server need not hear of it
 * separately: deleting a record created offline drops its unsent rows (and sends nothing), and an
 * update whose record's last row is an unsent create or the same update merges its body into it.
 * Returns the seq the change landed in, 0 when nothing is left to send, undefined to add a row.
 */
async function coalesce(
  change: Change,
  person: ActingPerson | undefined,
): Promise<number | undefined> {
  const rows = await rowsOf(change.table, change.recordId);
  if (rows.length === 0 || !rows.every((r) => samePerson(r, person))) return undefined;
  if (change.method === 'DELETE' && isTempId(change.recordId)) {
    // A row on its way may create the record on the server: then the delete must go too.
    if (rows.some((r) => r.sending)) return undefined;
    await db.outbox.bulkDelete(rows.flatMap((r) => (r.seq === undefined ? [] : [r.seq])));
    return 0;
  }
  const last = rows[rows.length - 1];
  if (
    !last ||
    last.seq === undefined ||
    !MERGEABLE_UPDATES.has(change.action) ||
    change.body?.kind !== 'json' ||
    last.body.kind !== 'json' ||
    !unsent(last)
  ) {
    return undefined;
  }
  const sameUpdate = last.action === change.action && last.path === change.path;
  const unsentCreate = last.method === 'POST' && isTempId(change.recordId);
  if (!sameUpdate && !unsentCreate) return undefined;
  const { id: _id, ...fields } = (change.body.value ?? {}) as Record<string, unknown>;
  const merged = unsentCreate
    ? { ...(last.body.value as Record<string, unknown>), ...fields }
    : { ...(last.body.value as Record<string, unknown>), ...(change.body.value as object) };
  await db.outbox.update(last.seq, { body: { kind: 'json', value: merged } });
  return last.seq;
}

/**
 * Records a change: the optimistic write and its outbox row in one transaction, then wakes the
 * replayer. Resolves once the change is safely stored (not when the server has it) with the row's
 * seq (0 when the change cancelled unsent rows and nothing needs sending). In team sign-in the row
 * keeps the unlocked person's staff session (docs/staff-access.md), and is sent with it. Throws
 * StorageFullError when the device is out of space, NotSignedInError without a session.
 */
export async function enqueue(change: Change): Promise<number> {
  let seq: number | undefined;
  try {
    seq = await db.transaction('rw', ALL_TABLES, async () => {
      const session = await db.session.get('current');
      if (!session) throw new NotSignedInError();
      // Who is unlocked now, read in this transaction: the row goes with their staff session.
      const person = await actingPerson();
      const folded = await coalesce(change, person);
      const rollback = await change.optimistic(stepBy(person, session));
      if (folded !== undefined) return folded;
      const row: OutboxRow = {
        userId: session.user.id,
        action: change.action,
        table: change.table,
        recordId: change.recordId,
        method: change.method,
        path: change.path,
        body: change.body ?? { kind: 'none' },
        idempotencyKey: uuid(),
        createdAt: Date.now(),
        attempts: 0,
        status: 'pending',
        rollback,
        onSuccess: change.onSuccess,
        label: change.label,
        ...(change.notice ? { notice: change.notice } : {}),
        ...(person ? { person } : {}),
      };
      return db.outbox.add(await withSwappedIds(row));
    });
  } catch (err) {
    if (isQuotaError(err)) {
      const full = new StorageFullError(err);
      for (const fn of storageListeners) fn(full);
      throw full;
    }
    throw err;
  }
  if (seq === undefined) {
    throw new AppError('The change could not be stored on this device', {
      key: 'errors.notStored',
    });
  }
  if (seq > 0) wakeOutbox();
  return seq;
}

/** Undoes a row's optimistic change (a refused change, or one the vendor discards). */
export async function rollBack(rollback: Rollback | null): Promise<void> {
  if (!rollback) return;
  const table = db.table(rollback.table);
  if (rollback.remove.length > 0) await table.bulkDelete(rollback.remove);
  if (rollback.put.length > 0) await table.bulkPut(rollback.put);
}
