import Dexie, { cmp, RangeSet, type ObservabilitySet, type Table } from 'dexie';
import type { Id } from './types';

/**
 * More changed records than this in one commit are read again as a whole table. A page of the
 * change feed writes up to 1,000; patching them in is one merge over the rows, where reading the
 * table again costs every row each time (a first sign-in of 100,000 bookings, a page at a time,
 * read the growing table a hundred times).
 */
const MAX_PATCHED = 2_000;

/**
 * A table read again as a whole waits until this many times its last whole read's duration has
 * passed since that read: while a first pull fills the table page after page, the screen reads
 * it (a read of 50,000 bookings takes a second or more on a phone) and draws what it read (the
 * grid sorts and indexes every row, about as long again) in at most about a fifth of the main
 * thread, and a table that reads fast is read again at once.
 */
const WHOLE_READ_SPACING = 10;

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
  /** Other tables readAll reads: a commit to any of them reads the rows again. */
  alsoRead: readonly Table[] = [],
): LiveRows<T> {
  const part = `idb://${table.db.name}/${table.name}/`;
  const otherParts = alsoRead.map((t) => `idb://${t.db.name}/${t.name}/`);
  let rows: T[] | undefined;
  let queue: Promise<void> = Promise.resolve();
  let generation = 0;
  const listeners = new Set<() => void>();
  /** When the last whole read ended and how long it took (performance.now() ms). */
  let lastRead = { end: -Infinity, took: 0 };
  let wholeReadTimer: ReturnType<typeof setTimeout> | undefined;

  const publish = (next: T[] | undefined) => {
    rows = next;
    listeners.forEach((listener) => listener());
  };

  /** The keys a commit wrote, or 'all' when it wrote a range or too many. */
  const changed = (parts: ObservabilitySet): K[] | 'all' | null => {
    if (otherParts.some((p) => parts[p])) return 'all';
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

  const readWhole = async () => {
    const started = performance.now();
    const next = await readAll();
    lastRead = { end: performance.now(), took: performance.now() - started };
    publish(next);
  };

  /** A whole read, now or (several coming close together) once, spaced after the last. */
  const readWholeSoon = () => {
    if (wholeReadTimer !== undefined) return;
    const wait = lastRead.end + WHOLE_READ_SPACING * lastRead.took - performance.now();
    if (wait <= 0 || !rows) {
      enqueue(readWhole);
      return;
    }
    const mine = generation;
    wholeReadTimer = setTimeout(() => {
      wholeReadTimer = undefined;
      if (mine === generation) enqueue(readWhole);
    }, wait);
  };

  const onMutated = (parts: ObservabilitySet) => {
    const keys = changed(parts);
    if (keys === null) return;
    if (keys === 'all') {
      readWholeSoon();
      return;
    }
    enqueue(async () => {
      if (!rows) await readWhole();
      else await patch(keys);
    });
  };

  return {
    get: () => rows,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        Dexie.on.storagemutated.subscribe(onMutated);
        enqueue(readWhole);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        Dexie.on.storagemutated.unsubscribe(onMutated);
        generation += 1;
        clearTimeout(wholeReadTimer);
        wholeReadTimer = undefined;
        rows = undefined;
      };
    },
  };
}
