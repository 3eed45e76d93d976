import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Dexie, { liveQuery, type Table } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Dexie's liveQuery as this app runs it: patched (build/patches/dexie+4.4.7.patch) so that between
// queries a commit that misses what the query read is checked alone and dropped, instead of being
// merged into a set that grows with every commit. These tests hold the behaviour the patch must
// keep: a query wakes for a commit it read, whenever that commit lands, and only for those.

interface Row {
  id: number;
  value: string;
}

class TestDb extends Dexie {
  rows!: Table<Row, number>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ rows: 'id, value' });
  }
}

let db: TestDb;
beforeEach(async () => {
  db = new TestDb(`live-query-${Math.random()}`);
  await db.rows.bulkPut([
    { id: 1, value: 'a' },
    { id: 2, value: 'b' },
  ]);
});
afterEach(() => db.delete());

describe('liveQuery (patched Dexie)', () => {
  it('is the patched Dexie', () => {
    const require = createRequire(import.meta.url);
    const dist = readFileSync(require.resolve('dexie'), 'utf8');
    expect(dist).toContain('LabDesk (build/patches');
  });

  it('stays quiet through many commits it did not read, then wakes for the one it read', async () => {
    const seen: (string | undefined)[] = [];
    const sub = liveQuery(() => db.rows.get(1).then((r) => r?.value)).subscribe((v) =>
      seen.push(v),
    );
    await vi.waitFor(() => expect(seen).toEqual(['a']));
    for (let i = 0; i < 60; i += 1) {
      await db.rows.bulkPut([
        { id: 100 + i, value: `x${i}` },
        { id: 200 + i, value: `y${i}` },
      ]);
    }
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(['a']);
    await db.rows.put({ id: 1, value: 'changed' });
    await vi.waitFor(() => expect(seen).toEqual(['a', 'changed']));
    sub.unsubscribe();
  });

  it('wakes for an index range it read, among commits it did not', async () => {
    const seen: number[][] = [];
    const sub = liveQuery(() => db.rows.where('value').startsWith('m').primaryKeys()).subscribe(
      (keys) => seen.push(keys),
    );
    await vi.waitFor(() => expect(seen).toEqual([[]]));
    for (let i = 0; i < 20; i += 1) await db.rows.put({ id: 10 + i, value: `z${i}` });
    await db.rows.put({ id: 50, value: 'mid' });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([50]));
    sub.unsubscribe();
  });

  /**
   * A live query of row `id`'s value whose first run has read it and waits, unfinished, until
   * `release()`: what lands meanwhile lands while the query is on its way.
   */
  async function onItsWay(id: number) {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    let runs = 0;
    const seen: (string | undefined)[] = [];
    const sub = liveQuery(async () => {
      runs += 1;
      const value = (await db.rows.get(id))?.value;
      if (runs === 1) await gate;
      return value;
    }).subscribe((v) => seen.push(v));
    await vi.waitFor(() => expect(runs).toBe(1));
    await new Promise((r) => setTimeout(r, 10));
    return { seen, release, stop: () => sub.unsubscribe() };
  }

  it('keeps a commit that landed while its query was on its way', async () => {
    const query = await onItsWay(1); // its first run has read 'a'
    await db.rows.put({ id: 1, value: 'during' });
    query.release();
    await vi.waitFor(() => expect(query.seen.at(-1)).toBe('during'));
    expect(query.seen).not.toContain('a');
    query.stop();
  });

  it('keeps a commit of many keys, the one it read among them, that landed while it was on its way', async () => {
    // While a query is on its way the patch keeps each commit as one range, lowest key to
    // highest: a catch-up's page of hundreds of keys is not merged key by key.
    const query = await onItsWay(150);
    await db.rows.bulkPut(
      Array.from({ length: 300 }, (_, i) => ({ id: 2 + i * 2, value: `p${i}` })),
    );
    query.release();
    await vi.waitFor(() => expect(query.seen.at(-1)).toBe('p74'));
    expect(query.seen).not.toContain(undefined);
    query.stop();
  });
});
