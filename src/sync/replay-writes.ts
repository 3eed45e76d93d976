import { db, type MirrorTable } from '../db/db';
import type { Id } from '../db/types';
import { noteApplied, type Applied } from './apply';
import { inTx } from '../db/in-tx';

/**
 * The writes the answers landed in one step have in common, made once for all of them when the
 * step has landed its answers: the confirmed records noted per table (one read and one write of
 * the `applied:<table>` row instead of two per answer), the server's messages kept (the newest
 * row's per notice key, whatever order the answers landed in), and the sent rows deleted,
 * consecutive seqs as one range (one request instead of one per row). Inside the step's
 * transaction.
 */
export class StepWrites {
  private readonly applied = new Map<MirrorTable, Id[]>();
  private readonly notices = new Map<string, { seq: number; text: string }>();
  private sent: number[] = [];

  note(applied: Applied | null): void {
    if (!applied || applied.ids.length === 0) return;
    this.applied.set(applied.table, [...(this.applied.get(applied.table) ?? []), ...applied.ids]);
  }

  /** The server's message for a row, kept under its notice key unless a newer row's is. */
  notice(key: string, seq: number, text: string): void {
    const kept = this.notices.get(key);
    if (!kept || kept.seq < seq) this.notices.set(key, { seq, text });
  }

  /** The row was sent and its answer landed: it goes. */
  remove(seq: number): void {
    this.sent.push(seq);
  }

  /** Makes the writes, all sent at once (they touch different rows): one round trip, not one each. */
  async flush(): Promise<void> {
    const work: Promise<unknown>[] = [];
    for (const [table, ids] of this.applied) work.push(noteApplied(table, ids));
    for (const [key, value] of this.notices) work.push(db.meta.put({ key, value }));
    for (const [from, to] of runs(this.sent)) {
      if (from === to) work.push(db.outbox.delete(from));
      // Seqs are integers: the range from..to holds these rows and no other.
      else work.push(db.outbox.where('seq').between(from, to, true, true).delete());
    }
    this.applied.clear();
    this.notices.clear();
    this.sent = [];
    await inTx(Promise.all(work));
  }
}

/** Consecutive integers as [first, last] runs, e.g. 1,2,3,5 -> [1,3],[5,5]. */
export function runs(seqs: readonly number[]): [number, number][] {
  const sorted = [...new Set(seqs)].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const seq of sorted) {
    const last = out[out.length - 1];
    if (last && seq === last[1] + 1) last[1] = seq;
    else out.push([seq, seq]);
  }
  return out;
}
