import { db, type OutboxRow } from '../db/db';
import type { Id } from '../db/types';
import type { RequestBody } from '../lib/http';

/**
 * A record made on the device has a temporary id until the server answers; then the replayer
 * swaps it for the server's (apply.ts `swapId`, which keeps the pair in `idMap`) and rewrites
 * every later row that names it. A change queued after the swap by a screen that still holds the
 * temporary id (a dialog opened on the record just before) is rewritten the same way when it is
 * queued (`withSwappedIds`), so it never goes to the server with an id the server does not know.
 */

/** Replaces every string equal to `from` (a temporary id) with `to`, deeply; Blobs stay as they are. */
export function replaceId<T>(value: T, from: string, to: Id): T {
  if (value === from) return to as T;
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => replaceId(v, from, to)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = replaceId(v, from, to);
    return out as T;
  }
  return value;
}

function rewriteBody(body: RequestBody, from: string, to: Id): RequestBody {
  if (body.kind === 'json') return { kind: 'json', value: replaceId(body.value, from, to) };
  if (body.kind === 'multipart') {
    return {
      kind: 'multipart',
      parts: body.parts.map((p) => (p.value === from ? { ...p, value: String(to) } : p)),
    };
  }
  return body;
}

/** True when the row names the temporary id anywhere it will be sent or applied. */
export function rowMentions(row: OutboxRow, id: string): boolean {
  if (row.recordId === id || row.path.includes(id)) return true;
  if (row.onSuccess.op === 'nested' && row.onSuccess.parentId === id) return true;
  if (row.body.kind === 'json') return JSON.stringify(row.body.value ?? null).includes(id);
  if (row.body.kind === 'multipart') return row.body.parts.some((p) => p.value === id);
  return false;
}

/** The row with the temporary id `from` replaced by `to` wherever it is sent or applied. */
export function rowWithId(row: OutboxRow, from: string, to: Id): OutboxRow {
  return {
    ...row,
    recordId: row.recordId === from ? to : row.recordId,
    path: row.path.split(from).join(String(to)),
    body: rewriteBody(row.body, from, to),
    onSuccess: replaceId(row.onSuccess, from, to),
    rollback: replaceId(row.rollback, from, to),
  };
}

/** What a temporary id starts with (outbox.ts `tempId`: then a random UUID). */
export const TEMP_PREFIX = 'tmp_';
const TEMP_IDS = new RegExp(`${TEMP_PREFIX}[0-9a-f-]{36}`, 'g');

/** The temporary ids a row names, in its record, path, body and what it applies. */
function tempIdsIn(row: OutboxRow): Set<string> {
  const parts = row.body.kind === 'multipart' ? row.body.parts.map((p) => p.value) : [];
  const text = JSON.stringify([row.recordId, row.path, row.body, parts, row.onSuccess]);
  return new Set(text.match(TEMP_IDS) ?? []);
}

/**
 * The row with every temporary id the server has already answered for replaced by the server's
 * id. Runs inside the transaction that adds the row, which must include `idMap`.
 */
export async function withSwappedIds(row: OutboxRow): Promise<OutboxRow> {
  let next = row;
  for (const temp of tempIdsIn(row)) {
    const swapped = await db.idMap.get(temp);
    if (swapped) next = rowWithId(next, temp, swapped.serverId);
  }
  return next;
}

/** The id a record has now: the server's for a temporary id it has answered for, else `id`. */
export async function currentId(id: Id): Promise<Id> {
  if (typeof id !== 'string' || !id.startsWith(TEMP_PREFIX)) return id;
  return (await db.idMap.get(id))?.serverId ?? id;
}
