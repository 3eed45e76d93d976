import { db, type ApplyAnswer, type MirrorTable, type OutboxRow, type Rollback } from '../db/db';
import type { Id } from '../db/types';
import type { RequestBody } from '../lib/http';
import { wakeOutbox } from './wake';

const TEMP_PREFIX = 'tmp_';

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

export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedInError';
  }
}

export interface Change {
  action: string;
  table: OutboxRow['table'];
  recordId: Id;
  method: OutboxRow['method'];
  path: string;
  body?: RequestBody;
  label: OutboxRow['label'];
  onSuccess: ApplyAnswer;
  /**
   * Writes the optimistic change to the mirror and says how to undo it. Runs inside the same
   * read-write transaction as the outbox row, so both land or neither does.
   */
  optimistic: () => Promise<Rollback | null>;
}

const ALL_TABLES = [
  db.session,
  db.bookings,
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

/**
 * Records a change: the optimistic write and its outbox row in one transaction, then wakes the
 * replayer. Resolves once the change is safely stored (not when the server has it).
 */
export async function enqueue(change: Change): Promise<number> {
  const seq = await db.transaction('rw', ALL_TABLES, async () => {
    const session = await db.session.get('current');
    if (!session) throw new NotSignedInError();
    const rollback = await change.optimistic();
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
    };
    return db.outbox.add(row);
  });
  if (seq === undefined) throw new Error('The outbox did not store the change');
  wakeOutbox();
  return seq;
}

/**
 * Drops the waiting (unsent) rows of a record that was created offline and is now deleted
 * offline too: the server never needs to hear of it. Returns true when the record was such a
 * record, so the caller can skip queueing the delete. Must run inside a transaction over outbox.
 */
export async function dropUnsentRowsOf(table: MirrorTable, recordId: Id): Promise<boolean> {
  if (!isTempId(recordId)) return false;
  const rows = await db.outbox.where('[table+recordId]').equals([table, recordId]).toArray();
  if (rows.some((r) => r.sending)) return false;
  await db.outbox.bulkDelete(rows.flatMap((r) => (r.seq === undefined ? [] : [r.seq])));
  return rows.length > 0;
}

/** Undoes a row's optimistic change (a refused change, or one the vendor discards). */
export async function rollBack(rollback: Rollback | null): Promise<void> {
  if (!rollback) return;
  const table = db.table(rollback.table);
  if (rollback.remove.length > 0) await table.bulkDelete(rollback.remove);
  if (rollback.put.length > 0) await table.bulkPut(rollback.put);
}
