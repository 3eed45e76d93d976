import type { OutboxRow } from '../db/db';
import type { Id } from '../db/types';
import { isTempId } from './outbox';

/** The recordId that stands for every record of its table (delete all, mark all read). */
export const WHOLE_TABLE = 'all';

/**
 * What one outbox row touches, to tell which rows may be on the way to the server at once: two
 * rows that touch the same record (its own, its parent's, any its rollback puts back), a row of a
 * whole table and any row of that table, or a row that names a temporary id and the row that
 * creates it, go one after the other in seq order; everything else may overlap.
 */
export interface Scope {
  /** `table:id` of every record the row changes, lands its answer in or rolls back. */
  keys: Set<string>;
  tables: Set<string>;
  /** Tables the row changes as a whole. */
  whole: Set<string>;
  /** A row of no table: it waits for every earlier row and every later row waits for it. */
  barrier: boolean;
  /** Temporary ids this row creates; rows that name one wait for it. */
  creates: string[];
  /** Where the row can name a temporary id (recordId, path, body, answer descriptor); lazy. */
  text?: string;
}

function textOf(row: OutboxRow): string {
  const body =
    row.body.kind === 'json'
      ? JSON.stringify(row.body.value ?? null)
      : row.body.kind === 'multipart'
        ? row.body.parts.map((p) => (typeof p.value === 'string' ? p.value : '')).join('\n')
        : '';
  return [String(row.recordId), row.path, body, JSON.stringify(row.onSuccess)].join('\n');
}

export function scopeOf(row: OutboxRow): Scope {
  const scope: Scope = {
    keys: new Set(),
    tables: new Set(),
    whole: new Set(),
    barrier: row.table === 'none',
    creates: [],
  };
  const add = (table: string, id: Id | undefined) => {
    if (id === undefined) return;
    scope.tables.add(table);
    if (id === WHOLE_TABLE) scope.whole.add(table);
    else scope.keys.add(`${table}:${String(id)}`);
  };
  if (row.table !== 'none') add(row.table, row.recordId);
  const how = row.onSuccess;
  if (how.op === 'put') add(how.table, row.recordId);
  if (how.op === 'putMany') for (const id of how.tempIds) add(how.table, id);
  if (how.op === 'nested') add(how.table, how.parentId);
  if (how.op === 'vendor') add('session', 'current');
  if (row.rollback) {
    const table = row.rollback.table;
    for (const id of row.rollback.remove) add(table, id);
    for (const rec of row.rollback.put) add(table, (rec as { id?: Id } | null)?.id);
  }
  if (isTempId(row.recordId)) scope.creates.push(row.recordId);
  if (how.op === 'putMany') for (const id of how.tempIds) if (isTempId(id)) scope.creates.push(id);
  return scope;
}

function meets(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (large.has(x)) return true;
  return false;
}

/** True when `later` must wait until `earlier` (a row before it, not yet settled) is done. */
export function mustWait(earlier: Scope, later: Scope, laterRow: OutboxRow): boolean {
  if (earlier.barrier || later.barrier) return true;
  if (meets(earlier.keys, later.keys)) return true;
  if (meets(earlier.whole, later.tables) || meets(later.whole, earlier.tables)) return true;
  if (earlier.creates.length === 0) return false;
  later.text ??= textOf(laterRow);
  const text = later.text;
  return earlier.creates.some((temp) => text.includes(temp));
}
