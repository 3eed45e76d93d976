import { db } from '../db/db';
import { rollBack } from './outbox';
import { replay, requestReplay, type ReplayResult } from './replay';

/** "Retry" on a refused row: it goes back in line and the replayer is woken at once. */
export async function retryRow(seq: number): Promise<void> {
  await db.outbox.update(seq, { status: 'pending', nextAttemptAt: 0 });
  requestReplay({ force: true });
}

/** "Discard" on a row: its optimistic change is undone and it is never sent. */
export async function discardRow(seq: number): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const row = await db.outbox.get(seq);
    if (!row || row.sending) return;
    // A refused row was already rolled back when it failed.
    if (row.status !== 'failed') await rollBack(row.rollback);
    await db.outbox.delete(seq);
  });
}

/** "Sync now" (sign-out dialog): one forced run; resolves with how many rows are still waiting. */
export async function syncNow(): Promise<{ result: ReplayResult; left: number }> {
  const result = await replay({ force: true });
  return { result, left: await db.outbox.count() };
}
