import { db, type MirrorTable, type OutboxRow, type Rollback } from '../db/db';
import type {
  AppNotification,
  Booking,
  Client,
  Id,
  LabImage,
  Offer,
  SubCategory,
  TeamMember,
} from '../db/types';
import { AppError } from '../lib/errors';
import type { RequestBody } from '../lib/http';
import type { ActionName } from './actions';
import { currentId } from './id-swap';
import { WHOLE_TABLE } from './lanes';
import { enqueue, tempId } from './outbox';

/*
 * The usual optimistic changes, each one call of `enqueue` (the change and its outbox row in one
 * transaction, the rollback stored with the row): an action says only what is its own, the call
 * and how the record changes. Each resolves once the change is stored, with the new record's
 * temporary id for a create and the row's seq otherwise (0 when nothing needs sending).
 */

/** The record each mirror table holds. */
interface MirrorRecord {
  bookings: Booking;
  offers: Offer;
  teamMembers: TeamMember;
  notifications: AppNotification;
  labImages: LabImage;
  subCategories: SubCategory;
  clients: Client;
}

export function mirror<K extends MirrorTable>(table: K) {
  return db.table<MirrorRecord[K], Id>(table);
}

/** What only the action knows: the call's path and body, its outbox name, words for the person. */
export interface Call {
  action: ActionName;
  path: string;
  label: OutboxRow['label'];
  body?: RequestBody;
  /** Keep the server's message under this meta key once it succeeds (OutboxRow.notice). */
  notice?: string;
}

export interface UpdateCall<T> extends Call {
  method: 'PUT' | 'PATCH';
  /** The record as the change leaves it: a new object (a record changed in place may not re-render). */
  change: (before: T) => T;
}

/** The record a change is for has left the mirror (a pull removed it, or another tab). */
export function notInMirror(table: string, id: Id): AppError {
  return new AppError(`Record ${id} of ${table} is not in the mirror`, { key: 'errors.gone' });
}

export function fromCall({ action, path, label, body, notice }: Call) {
  return { action, path, label, body, ...(notice ? { notice } : {}) };
}

/** POST: the record shows at once under a temporary id, which the server's answer replaces. */
export async function queueCreate<K extends MirrorTable>(
  table: K,
  call: Call & { record: (id: string) => MirrorRecord[K] },
): Promise<string> {
  const id = tempId();
  await enqueue({
    ...fromCall(call),
    table,
    recordId: id,
    method: 'POST',
    onSuccess: { op: 'put', table },
    optimistic: async () => {
      await mirror(table).add(call.record(id));
      return { table, put: [], remove: [id] };
    },
  });
  return id;
}

/**
 * PUT or PATCH of one record; the server's answer replaces it. A record that is not in the mirror
 * is an error, unless `ifMissing` is 'send': then the change is sent with nothing to roll back.
 */
export function queueUpdate<K extends MirrorTable>(
  table: K,
  id: Id,
  call: UpdateCall<MirrorRecord[K]> & { ifMissing?: 'throw' | 'send' },
): Promise<number> {
  return enqueue({
    ...fromCall(call),
    table,
    recordId: id,
    method: call.method,
    onSuccess: { op: 'put', table },
    optimistic: async (): Promise<Rollback | null> => {
      const before = await mirror(table).get(await currentId(id));
      if (!before) {
        if (call.ifMissing === 'send') return null;
        throw notInMirror(table, id);
      }
      await mirror(table).put(call.change(before));
      return { table, put: [before], remove: [] };
    },
  });
}

/**
 * DELETE of one record; a refusal puts it back. A record created offline and deleted before it
 * was sent never reaches the server: enqueue drops its unsent rows and queues nothing (0).
 */
export function queueDelete(table: MirrorTable, id: Id, call: Call): Promise<number> {
  return enqueue({
    ...fromCall(call),
    table,
    recordId: id,
    method: 'DELETE',
    onSuccess: { op: 'none' },
    optimistic: async () => {
      const now = await currentId(id);
      const before = await mirror(table).get(now);
      await mirror(table).delete(now);
      return { table, put: before ? [before] : [], remove: [] };
    },
  });
}

/**
 * PUT or PATCH of every record of a table that `which` selects (mark all read), as one row that
 * waits for every earlier row of the table. The answer is not applied: the next pull brings it.
 */
export function queueUpdateAll<K extends MirrorTable>(
  table: K,
  call: UpdateCall<MirrorRecord[K]> & { which: (record: MirrorRecord[K]) => boolean },
): Promise<number> {
  return enqueue({
    ...fromCall(call),
    table,
    recordId: WHOLE_TABLE,
    method: call.method,
    onSuccess: { op: 'none' },
    optimistic: async () => {
      const before = await mirror(table).filter(call.which).toArray();
      await mirror(table).bulkPut(before.map((record) => call.change(record)));
      return { table, put: before, remove: [] };
    },
  });
}

/** DELETE of every record of a table (delete all); a refusal puts them all back. */
export function queueDeleteAll(table: MirrorTable, call: Call): Promise<number> {
  return enqueue({
    ...fromCall(call),
    table,
    recordId: WHOLE_TABLE,
    method: 'DELETE',
    onSuccess: { op: 'none' },
    optimistic: async () => {
      const before = await mirror(table).toArray();
      await mirror(table).clear();
      return { table, put: before, remove: [] };
    },
  });
}
