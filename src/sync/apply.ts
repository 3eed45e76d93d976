import { db, VENDOR_TABLES, type MirrorTable, type OutboxRow } from '../db/db';
import type { Id } from '../db/types';
import { isTempId } from './outbox';
import { replaceId, rowMentions, rowWithId } from './id-swap';

/**
 * Landing a 2xx answer in the mirror (ARCHITECTURE data flow 4). Runs inside the replayer's
 * read-write transaction over MIRROR_TX_TABLES, together with deleting the row: every vendor
 * table but the dashboard, which only a pull fills.
 */
export const MIRROR_TX_TABLES = VENDOR_TABLES.filter(
  (table): table is Exclude<(typeof VENDOR_TABLES)[number], 'dashboard'> => table !== 'dashboard',
);

type AnyRecord = Record<string, unknown> & { id?: Id };

function mirror(table: MirrorTable) {
  return db.table<AnyRecord, Id>(table);
}

const APPLIED_KEEP = 200;

/** Which records the replayer just confirmed, so a pull that started earlier keeps them. */
export function appliedKey(table: MirrorTable): string {
  return `applied:${table}`;
}

export interface AppliedEntry {
  id: string;
  at: number;
}

/** Records the replayer confirmed in the mirror: a pull whose request left before keeps them. */
export interface Applied {
  table: MirrorTable;
  ids: Id[];
}

/** Notes confirmed records (one read and one write of their table's list, however many). */
export async function noteApplied(table: MirrorTable, ids: Id[]): Promise<void> {
  const key = appliedKey(table);
  const row = await db.meta.get(key);
  const list = Array.isArray(row?.value) ? (row.value as AppliedEntry[]) : [];
  const at = Date.now();
  const next = [...list, ...ids.map((id) => ({ id: String(id), at }))].slice(-APPLIED_KEEP);
  await db.meta.put({ key, value: next });
}

/** A created record got its server id: remember it and rewrite every later row that names it. */
async function swapId(seq: number, from: string, to: Id): Promise<void> {
  await db.idMap.put({ tempId: from, serverId: to });
  const later = await db.outbox.where('seq').above(seq).toArray();
  for (const row of later) {
    if (row.seq === undefined || !rowMentions(row, from)) continue;
    await db.outbox.put(rowWithId(row, from, to));
  }
}

async function hasLaterRows(row: OutboxRow, recordId: Id): Promise<boolean> {
  if (row.table === 'none' || row.table === 'lab' || row.seq === undefined) return false;
  const seq = row.seq;
  // The keys alone: the rows' values (with their rollback records) need not cross over.
  const seqs = await db.outbox
    .where('[table+recordId]')
    .equals([row.table, recordId])
    .primaryKeys();
  return seqs.some((s) => s !== undefined && s > seq);
}

async function applyPut(
  row: OutboxRow,
  table: MirrorTable,
  data: unknown,
): Promise<Applied | null> {
  if (!data || typeof data !== 'object') return null;
  const record = data as AnyRecord;
  const serverId = record.id ?? row.recordId;
  const t = mirror(table);
  const from = row.recordId;
  if (await hasLaterRows(row, from)) {
    // Later changes of this record are still queued: keep their optimistic state, only re-key it.
    const local = await t.get(from);
    if (isTempId(from) && serverId !== from) {
      await t.delete(from);
      if (local) await t.put(replaceId({ ...local, id: serverId }, from, serverId));
    }
  } else {
    if (isTempId(from) && serverId !== from) await t.delete(from);
    await t.put({ ...record, id: serverId });
  }
  if (isTempId(from) && serverId !== from && row.seq !== undefined) {
    await swapId(row.seq, from, serverId);
  }
  return { table, ids: [serverId] };
}

async function applyPutMany(
  row: OutboxRow,
  table: MirrorTable,
  tempIds: Id[],
  data: unknown,
): Promise<Applied | null> {
  if (!Array.isArray(data)) return null;
  const records = data.filter((r): r is AnyRecord => Boolean(r) && typeof r === 'object');
  const t = mirror(table);
  await t.bulkDelete(tempIds);
  await t.bulkPut(records);
  if (row.seq !== undefined && records.length === tempIds.length) {
    for (const [i, temp] of tempIds.entries()) {
      const serverId = records[i]?.id;
      if (isTempId(temp) && serverId !== undefined) await swapId(row.seq, temp, serverId);
    }
  }
  return { table, ids: records.flatMap((r) => (r.id === undefined ? [] : [r.id])) };
}

async function applyNested(
  row: OutboxRow,
  table: 'subCategories' | 'clients',
  parentId: Id,
  field: 'items' | 'addresses',
  data: unknown,
): Promise<Applied | null> {
  if (!data || typeof data !== 'object') return null;
  const item = data as AnyRecord;
  const serverId = item.id ?? row.recordId;
  const t = mirror(table);
  const parent = await t.get(parentId);
  if (parent) {
    const list = Array.isArray(parent[field]) ? (parent[field] as AnyRecord[]) : [];
    const at = list.findIndex((x) => x.id === row.recordId || x.id === serverId);
    const next =
      at >= 0
        ? list.map((x, i) => (i === at ? { ...x, ...item, id: serverId } : x))
        : [...list, { ...item, id: serverId }];
    await t.put({ ...parent, [field]: next });
  }
  if (isTempId(row.recordId) && serverId !== row.recordId && row.seq !== undefined) {
    await swapId(row.seq, row.recordId, serverId);
  }
  return { table, ids: [parentId] };
}

/**
 * A change the server confirmed without data to apply (a delete, mark all read): the records it
 * touched, which its rollback names, as they are in the mirror now. Without this note a pull whose
 * request left before the change reached the server would bring a deleted record back.
 */
function touched(row: OutboxRow): Applied | null {
  if (!row.rollback) return null;
  const ids = row.rollback.put.flatMap((record) => {
    const id = (record as { id?: Id } | null)?.id;
    return id === undefined ? [] : [id];
  });
  return ids.length ? { table: row.rollback.table, ids } : null;
}

/**
 * Applies the server's `data` for a row by its `onSuccess` descriptor; resolves with the mirror
 * records it confirmed, for the caller to note (noteApplied) once for all the answers it lands.
 */
export async function applyAnswer(row: OutboxRow, data: unknown): Promise<Applied | null> {
  const how = row.onSuccess;
  switch (how.op) {
    case 'none':
      return touched(row);
    case 'put':
      return applyPut(row, how.table, data);
    case 'putMany':
      return applyPutMany(row, how.table, how.tempIds, data);
    case 'nested':
      return applyNested(row, how.table, how.parentId, how.field, data);
    case 'vendor': {
      const session = await db.session.get('current');
      if (session && data && typeof data === 'object') {
        await db.session.put({ ...session, vendor: data as NonNullable<typeof session.vendor> });
      }
      return null;
    }
  }
}
