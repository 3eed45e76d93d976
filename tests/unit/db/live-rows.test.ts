import Dexie, { type Table } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveRows, type LiveRows } from '../../../src/db/live-rows';

interface Row {
  id: number;
  at: string;
  status: string;
}

class TestDb extends Dexie {
  rows!: Table<Row, number>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ rows: 'id, at' });
  }
}

let db: TestDb;
let live: LiveRows<Row>;
let readAll: ReturnType<typeof vi.fn<() => Promise<Row[]>>>;
let stop: () => void;

const row = (id: number, day: number, status = 'pending'): Row => ({
  id,
  at: `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  status,
});

/** Resolves once the rows satisfy `check`. */
async function until(check: (rows: Row[] | undefined) => boolean): Promise<Row[]> {
  await vi.waitFor(() => expect(check(live.get())).toBe(true));
  return live.get() ?? [];
}

beforeEach(async () => {
  db = new TestDb(`live-rows-${Math.random()}`);
  await db.rows.bulkPut([row(1, 1), row(2, 5), row(3, 9)]);
  readAll = vi.fn(() => db.rows.orderBy('at').toArray());
  live = liveRows(db.rows, readAll, (r) => [r.at, r.id]);
  stop = live.subscribe(() => undefined);
  await until((rows) => rows?.length === 3);
});

afterEach(async () => {
  stop();
  await db.delete();
});

describe('a table kept in memory', () => {
  it('patches a changed record into place instead of reading the table again', async () => {
    await db.rows.put(row(1, 7, 'confirmed'));
    const rows = await until((r) => r?.[0]?.id === 2);
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [2, 'pending'],
      [1, 'confirmed'],
      [3, 'pending'],
    ]);
    await db.rows.put(row(4, 3));
    await db.rows.delete(3);
    expect((await until((r) => r?.length === 3 && r[0]?.id === 4)).map((r) => r.id)).toEqual([
      4, 2, 1,
    ]);
    expect(readAll).toHaveBeenCalledTimes(1);
  });

  it('keeps the index order on equal times: by primary key', async () => {
    await db.rows.bulkPut([row(9, 5), row(0, 5)]);
    expect((await until((r) => r?.length === 5)).map((r) => r.id)).toEqual([1, 0, 2, 9, 3]);
    expect(await db.rows.orderBy('at').primaryKeys()).toEqual([1, 0, 2, 9, 3]);
  });

  it('reads the table again after a clear or a large write', async () => {
    await db.rows.clear();
    await until((r) => r?.length === 0);
    await db.rows.bulkPut(Array.from({ length: 300 }, (_, i) => row(100 + i, 1 + (i % 28))));
    await until((r) => r?.length === 300);
    expect(readAll).toHaveBeenCalledTimes(3);
    expect(live.get()).toEqual(await db.rows.orderBy('at').toArray());
  });

  it('forgets the rows when nobody follows them any more', async () => {
    stop();
    expect(live.get()).toBeUndefined();
    await db.rows.put(row(5, 2));
    stop = live.subscribe(() => undefined);
    expect((await until((r) => r?.length === 4)).map((r) => r.id)).toEqual([1, 5, 2, 3]);
  });

  it('reads the table again at most once for many large writes close together, then shows them all', async () => {
    // A slow whole read (as 50,000 bookings on a phone): the next ones wait ten times as long.
    readAll.mockImplementation(async () => {
      const rows = await db.rows.orderBy('at').toArray();
      await new Promise((resolve) => setTimeout(resolve, 30));
      return rows;
    });
    await db.rows.bulkPut(Array.from({ length: 100 }, (_, i) => row(100 + i, 1 + (i % 28))));
    await until((r) => r?.length === 103);
    const reads = readAll.mock.calls.length;
    for (let page = 0; page < 5; page += 1) {
      await db.rows.bulkPut(Array.from({ length: 100 }, (_, i) => row(1000 + page * 100 + i, 2)));
    }
    await until((r) => r?.length === 603);
    expect(readAll.mock.calls.length - reads).toBe(1);
    expect(live.get()).toEqual(await db.rows.orderBy('at').toArray());
  });

  it('still patches a single change while a whole read waits', async () => {
    readAll.mockImplementation(async () => {
      const rows = await db.rows.orderBy('at').toArray();
      await new Promise((resolve) => setTimeout(resolve, 40));
      return rows;
    });
    await db.rows.bulkPut(Array.from({ length: 60 }, (_, i) => row(100 + i, 20)));
    await until((r) => r?.length === 63);
    await db.rows.bulkPut(Array.from({ length: 60 }, (_, i) => row(200 + i, 21)));
    await db.rows.put(row(1, 1, 'confirmed'));
    await until((r) => r?.[0]?.status === 'confirmed');
    expect(live.get()?.length).toBe(63);
    expect(await until((r) => r?.length === 123)).toEqual(await db.rows.orderBy('at').toArray());
  });

  it('merges a page of a thousand records into place without reading the table again', async () => {
    const page = Array.from({ length: 1000 }, (_, i) => row(100 + i, 1 + ((i * 7) % 28)));
    page.push(row(2, 28, 'cancelled'));
    // As the change feed writes a page: in one transaction, in puts of under 50 (Dexie names the
    // keys of those; a larger put marks the whole table).
    await db.transaction('rw', db.rows, async () => {
      for (let i = 0; i < page.length; i += 49) await db.rows.bulkPut(page.slice(i, i + 49));
    });
    const rows = await until((r) => r?.length === 1003);
    expect(readAll).toHaveBeenCalledTimes(1);
    const expected = await db.rows.orderBy('at').toArray();
    expect(rows.map((r) => [r.id, r.status])).toEqual(expected.map((r) => [r.id, r.status]));
  });
});
