import { db, type MirrorTable } from '../db/db';
import type { Id } from '../db/types';
import { appliedKey, type AppliedEntry } from './apply';
import { inTx } from './in-tx';
import { isTempId } from './outbox';

/**
 * Records with a queued or refused change, by table (the rows' records, their parents, whatever
 * their rollback names): a pull must not overwrite what the vendor changed and the server has not
 * yet taken, nor what a refused change rolls back to.
 */
export async function queuedIds(): Promise<(table: MirrorTable) => Set<string>> {
  const byTable = new Map<MirrorTable, Set<string>>();
  const add = (table: MirrorTable, id: unknown) => {
    let ids = byTable.get(table);
    if (!ids) byTable.set(table, (ids = new Set()));
    ids.add(String(id));
  };
  // One getAll rather than a cursor: the outbox can hold a thousand rows after a day offline.
  for (const row of await db.outbox.toArray()) {
    if (row.table !== 'lab' && row.table !== 'none') add(row.table, row.recordId);
    if (row.onSuccess.op === 'nested') add(row.onSuccess.table, row.onSuccess.parentId);
    if (row.rollback) {
      for (const id of row.rollback.remove) add(row.rollback.table, id);
      for (const rec of row.rollback.put) {
        const id = (rec as { id?: Id } | null)?.id;
        if (id !== undefined) add(row.rollback.table, id);
      }
    }
  }
  return (table) => byTable.get(table) ?? new Set();
}

/**
 * Ids the mirror must keep as they are: records with a queued or refused change, and records the
 * replayer confirmed after this pull's request left (the pull's answer is older than them).
 */
async function protectedIds(table: MirrorTable, since: number): Promise<Set<string>> {
  const ids = new Set((await inTx(queuedIds()))(table));
  const applied = await db.meta.get(appliedKey(table));
  if (Array.isArray(applied?.value)) {
    for (const e of applied.value as AppliedEntry[]) if (e.at >= since) ids.add(e.id);
  }
  return ids;
}

function sameRecord(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  // A booking's updated_at moves with every change the server makes to it.
  if (typeof a.updated_at === 'string' && typeof b.updated_at === 'string') {
    return a.updated_at === b.updated_at;
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * "Fetching replaces the list", except records with changes of their own still on the way. Writes
 * only what differs: new and changed records, and the unprotected ids the server no longer has,
 * so a pull that brings nothing new rewrites nothing (and wakes no live query).
 */
export async function replaceTable<T extends { id: Id }>(
  table: MirrorTable,
  records: T[],
  since: number,
): Promise<void> {
  const t = db.table<T, Id>(table);
  const keep = await protectedIds(table, since);
  const existing = new Map<string, T>();
  for (const row of await t.toArray()) existing.set(String(row.id), row);
  const changed: T[] = [];
  const incoming = new Set<string>();
  for (const record of records) {
    const id = String(record.id);
    incoming.add(id);
    if (keep.has(id)) continue;
    const old = existing.get(id);
    if (!old || !sameRecord(old as Record<string, unknown>, record as Record<string, unknown>)) {
      changed.push(record);
    }
  }
  const gone: Id[] = [];
  for (const [id, row] of existing) {
    if (!incoming.has(id) && !keep.has(id) && !isTempId(row.id)) gone.push(row.id);
  }
  if (gone.length > 0) await t.bulkDelete(gone);
  if (changed.length > 0) await t.bulkPut(changed);
}
