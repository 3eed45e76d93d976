import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxRow } from '../../../src/db/db';
import { ReplayQueue } from '../../../src/sync/replay-queue';
import { resetDb } from './fake-server';
import { outboxRow } from './outbox-rows';

const inTransaction = <T>(work: () => Promise<T>) => db.transaction('rw', db.tables, work);

async function queue(rows: OutboxRow[]): Promise<ReplayQueue> {
  await db.outbox.bulkPut(rows);
  const q = new ReplayQueue(1);
  await inTransaction(() => q.refill());
  return q;
}

beforeEach(async () => {
  await resetDb();
});

describe('ReplayQueue', () => {
  it('claims the vendor’s rows oldest first and marks them sending', async () => {
    const q = await queue([outboxRow(1), outboxRow(2, 2, { userId: 2 }), outboxRow(3)]);
    const claimed = await inTransaction(() => q.claim(6, false));
    expect(claimed.map((e) => e.seq)).toEqual([1, 3]);
    expect((await db.outbox.bulkGet([1, 2, 3])).map((r) => r?.sending)).toEqual([
      true,
      undefined,
      true,
    ]);
  });

  it('leaves a failed row and the rows of its record out of the run', async () => {
    const q = await queue([outboxRow(1, 7, { status: 'failed' }), outboxRow(2, 7), outboxRow(3)]);
    expect((await inTransaction(() => q.claim(6, false))).map((e) => e.seq)).toEqual([3]);
  });

  it('holds the later rows of a record refused during the run', async () => {
    const q = await queue([outboxRow(1, 7), outboxRow(2, 7), outboxRow(3, 8)]);
    const [first] = await inTransaction(() => q.claim(1, false));
    if (!first) throw new Error('nothing claimed');
    q.settled(first, true);
    expect((await inTransaction(() => q.claim(6, false))).map((e) => e.seq)).toEqual([3]);
  });

  it('reads rows queued during the run once the rows in hand are settled, then is done', async () => {
    const q = await queue([outboxRow(1)]);
    const [first] = await inTransaction(() => q.claim(6, false));
    if (!first) throw new Error('nothing claimed');
    await db.outbox.put(outboxRow(2));
    q.settled(first, false);
    await inTransaction(() => q.refill());
    const [second] = await inTransaction(() => q.claim(6, false));
    if (!second) throw new Error('the new row was not read');
    expect(second.seq).toBe(2);
    q.settled(second, false);
    await inTransaction(() => q.refill());
    expect(q.done).toBe(true);
  });

  it('keeps the first row still backing off as the horizon', async () => {
    const later = Date.now() + 60_000;
    const q = await queue([outboxRow(1), outboxRow(2, 2, { nextAttemptAt: later }), outboxRow(3)]);
    expect((await inTransaction(() => q.claim(6, false))).map((e) => e.seq)).toEqual([1]);
    expect(q.horizon).toEqual({ seq: 2, retryAt: later });
  });
});
