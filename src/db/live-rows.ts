import Dexie, { cmp, RangeSet, type ObservabilitySet, type Table } from 'dexie';
import type { Id } from './types';

/**
 * More changed records than this in one commit are read again as a whole table. A page of the
 * change feed writes up to 1,000; patching them in is one merge over the rows, where reading the
 * table again costs every row each time (a first sign-in of 100,000 bookings, a page at a time,
 * read the growing table a hundred times).
 */
const MAX_PATCHED = 2_000;

export interface LiveRows<T> {
  /** The rows, in order; undefined until first read (or while nobody follows them). */
  get: () => T[] | undefined;
  /** Follows the rows; the first follower starts the read, the last one ends it. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * A whole table kept in memory in one order and patched, not read again, when a few of its
 * records change: a live query of 10,000 bookings read the whole table again for every status
 * change (about 0.6 s of a tablet's main thread). Dexie's `storagemutated` event names the
 * primary keys each commit wrote, in this tab or another; those records are read (bulkGet) and
 * moved into place. A commit that wrote a range (clear, a delete by range) or many records reads
 * the table again. Reads and patches run one after another, in the order of the commits.
 */
export function liveRows<T extends { id: K }, K extends Id>(
  table: Table<T, K>,
  readAll: () => Promise<T[]>,
  /** The order of readAll's rows, as [sort key, primary key]; null leaves a record out. */
  orderKey: (row: T) => [string, K] | null,
): LiveRows<T> {
  const part = `idb://${table.db.name}/${table.name}/`;
  let rows: T[] | undefined;
  let queue: Promise<void> = Promise.resolve();
  let generation = 0;
  const listeners = new Set<() => void>();

  const publish = (next: T[] | undefined) => {
    rows = next;
    listeners.forEach((listener) => listener());
  };

  /** The keys a commit wrote, or 'all' when it wrote a range or too many. */
  const changed = (parts: ObservabilitySet): K[] | 'all' | null => {
    const tree = parts[part];
    if (!tree) return null;
    const keys: K[] = [];
    for (const node of RangeSet(tree)) {
      if (cmp(node.from, node.to) !== 0 || keys.length >= MAX_PATCHED) return 'all';
      keys.push(node.from as K);
    }
    return keys.length ? keys : null;
  };

  const patch = async (keys: K[]) => {
    const fresh = await table.bulkGet(keys);
    if (!rows) return;
    const gone = new Set(keys.map(String));
    const incoming: { key: [string, K]; record: T }[] = [];
    for (const record of fresh) {
      const key = record ? orderKey(record) : null;
      if (record && key) incoming.push({ key, record });
    }
    incoming.sort((a, b) => cmp(a.key, b.key));
    // One merge of the kept rows and the changed ones, as the index orders them: each record
    // goes after the rows whose key is not greater than its own.
    const next: T[] = [];
    let i = 0;
    for (const row of rows) {
      if (gone.has(String(row.id))) continue;
      const key = orderKey(row);
      while (
        key &&
        i < incoming.length &&
        cmp((incoming[i] as (typeof incoming)[number]).key, key) < 0
      ) {
        next.push((incoming[i] as (typeof incoming)[number]).record);
        i += 1;
      }
      next.push(row);
    }
    for (; i < incoming.length; i += 1)
      next.push((incoming[i] as (typeof incoming)[number]).record);
    publish(next);
  };

  const enqueue = (work: () => Promise<void>) => {
    const mine = generation;
    queue = queue
      .then(() => (mine === generation ? work() : undefined))
      // Storage going away (sign-out deletes the database) leaves the last rows until then.
      .catch(() => undefined);
  };

  const onMutated = (parts: ObservabilitySet) => {
    const keys = changed(parts);
    if (keys === null) return;
    enqueue(async () => {
      if (keys === 'all' || !rows) publish(await readAll());
      else await patch(keys);
    });
  };

  return {
    get: () => rows,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        Dexie.on.storagemutated.subscribe(onMutated);
        enqueue(async () => publish(await readAll()));
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        Dexie.on.storagemutated.unsubscribe(onMutated);
        generation += 1;
        rows = undefined;
      };
    },
  };
}
