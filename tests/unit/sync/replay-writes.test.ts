import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import { runs, StepWrites } from '../../../src/sync/replay-writes';
import { resetDb } from './fake-server';
import { outboxRow } from './outbox-rows';

beforeEach(async () => {
  await resetDb();
});

describe('StepWrites (what a step’s answers write together)', () => {
  it('groups consecutive seqs into runs', () => {
    expect(runs([5, 1, 3, 2, 9, 10])).toEqual([
      [1, 3],
      [5, 5],
      [9, 10],
    ]);
    expect(runs([])).toEqual([]);
  });

  it('deletes the sent rows and no other, and notes the confirmed records once per table', async () => {
    await db.outbox.bulkPut([1, 2, 3, 4, 5, 6].map((seq) => outboxRow(seq)));
    await db.meta.put({ key: 'applied:bookings', value: [{ id: '9', at: 1 }] });
    await db.transaction('rw', db.tables, async () => {
      const writes = new StepWrites();
      for (const seq of [1, 2, 4, 5]) {
        writes.note({ table: 'bookings', ids: [seq] });
        writes.remove(seq);
      }
      writes.note({ table: 'offers', ids: [7] });
      await writes.flush();
    });
    expect(await db.outbox.toCollection().primaryKeys()).toEqual([3, 6]);
    const applied = (await db.meta.get('applied:bookings'))?.value as { id: string }[];
    expect(applied.map((e) => e.id)).toEqual(['9', '1', '2', '4', '5']);
    expect((await db.meta.get('applied:offers'))?.value).toEqual([
      { id: '7', at: expect.any(Number) as number },
    ]);
  });

  it('keeps the newest row’s message per notice key, whatever order the answers landed in', async () => {
    await db.transaction('rw', db.tables, async () => {
      const writes = new StepWrites();
      writes.notice('notice:profile', 8, 'newer');
      writes.notice('notice:profile', 5, 'older');
      writes.notice('notice:offers', 6, 'offer saved');
      await writes.flush();
    });
    expect((await db.meta.get('notice:profile'))?.value).toEqual({ seq: 8, text: 'newer' });
    expect((await db.meta.get('notice:offers'))?.value).toEqual({ seq: 6, text: 'offer saved' });
  });
});
