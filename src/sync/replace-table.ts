import { unpackAll } from '../db/booking-packs-write';
import { db, type MirrorTable } from '../db/db';
import type { Id } from '../db/types';
import { appliedKey, type AppliedEntry } from './apply';
import { inTx } from '../db/in-tx';
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

/** Meta key of what the server's last whole list of `table` held: id -> fingerprint. */
export function fingerprintKey(table: MirrorTable): string {
  return `fingerprints:${table}`;
}

/**
 * A record's fingerprint: a booking's `updated_at` (it moves with every change the server makes
 * to it), else a 32-bit FNV-1a hash of its JSON.
 */
function fingerprint(record: Record<string, unknown>): string {
  if (typeof record.updated_at === 'string') return record.updated_at;
  const text = JSON.stringify(record);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * "Fetching replaces the list" (a server without the change feed), except records with changes
 * of their own still on the way. Writes only what differs from the server's previous list (kept
 * as fingerprints in one meta row, so the mirror's table is not read): new and changed records,
 * and the unprotected ids the server no longer has. A pull that brings nothing new rewrites
 * nothing and wakes no live query. The first time (no fingerprints yet) the table is read once.
 */
export async function replaceTable<T extends { id: Id }>(
  table: MirrorTable,
  records: T[],
  since: number,
): Promise<void> {
  const t = db.table<T, Id>(table);
  // Whole lists hold every booking in the table: any packed by the feed go back there first.
  if (table === 'bookings') await inTx(unpackAll());
  const keep = await protectedIds(table, since);
  const key = fingerprintKey(table);
  const stored = (await db.meta.get(key))?.value as Record<string, string> | undefined;
  const before = new Map<string, { id: Id; print: string | null }>();
  if (stored) {
    for (const [id, print] of Object.entries(stored)) {
      before.set(id, { id: /^\d+$/.test(id) ? Number(id) : id, print });
    }
  } else {
    // No fingerprints yet: what the mirror holds is compared in full, once.
    for (const row of await t.toArray()) {
      before.set(String(row.id), {
        id: row.id,
        print: fingerprint(row as Record<string, unknown>),
      });
    }
  }
  const changed: T[] = [];
  const prints: Record<string, string> = {};
  for (const record of records) {
    const id = String(record.id);
    const print = fingerprint(record as Record<string, unknown>);
    if (keep.has(id)) {
      // Not written now: compared again next time, once its own changes are through.
      prints[id] = '';
      continue;
    }
    prints[id] = print;
    if (before.get(id)?.print !== print) changed.push(record);
  }
  const gone: Id[] = [];
  for (const [id, row] of before) {
    if (!(id in prints) && !keep.has(id) && !isTempId(row.id)) gone.push(row.id);
  }
  if (gone.length > 0) await t.bulkDelete(gone);
  if (changed.length > 0) await t.bulkPut(changed);
  await db.meta.put({ key, value: prints });
}
