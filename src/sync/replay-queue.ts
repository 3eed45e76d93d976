import { db, type OutboxRow } from '../db/db';
import { inTx } from '../db/in-tx';
import { scopeOf } from './lanes';
import { Blocked, LOOKAHEAD, pickNext, type Entry, type Horizon } from './replay-pick';

/** Rows read from the outbox at a time. */
const PAGE = 200;

/**
 * The outbox rows of these seqs as they are now. Picks are mostly neighbours: one read of the
 * range they span (a few rows between them, on their way, come along) instead of one per row.
 */
async function readRows(seqs: number[]): Promise<Map<number, OutboxRow>> {
  const found = new Map<number, OutboxRow>();
  if (seqs.length === 0) return found;
  const from = Math.min(...seqs);
  const to = Math.max(...seqs);
  const rows =
    to - from < 2 * seqs.length + 8
      ? await db.outbox.where('seq').between(from, to, true, true).toArray()
      : await db.outbox.bulkGet(seqs);
  const wanted = new Set(seqs);
  for (const row of rows) {
    if (row?.seq !== undefined && wanted.has(row.seq)) found.set(row.seq, row);
  }
  return found;
}

/**
 * The vendor's rows a run has yet to settle, oldest first, read from the outbox a page at a
 * time; the records that wait behind a refused row; and the horizon, the first row still backing
 * off. Every method runs inside the step's transaction.
 */
export class ReplayQueue {
  /** Where the first row still backing off stopped the picks, if one did. */
  horizon: Horizon | undefined;
  private entries: Entry[] = [];
  private readonly blocked = new Blocked();
  private readonly userId: number;
  private lastSeq = 0;
  /** Whether the outbox may hold rows past lastSeq. */
  private more = true;
  /** Whether the last refill read any row: a run ends when it read none and holds none. */
  private loaded = false;

  constructor(userId: number) {
    this.userId = userId;
  }

  /** Every row settled, and the last read found no new one. */
  get done(): boolean {
    return this.entries.length === 0 && !this.loaded;
  }

  /** Takes an answered row out; a refused one holds the later rows of its record. */
  settled(entry: Entry, refused: boolean): void {
    this.drop(entry);
    if (refused) this.blocked.add(entry.row);
  }

  /** Reads the waiting rows again: an answer may have rewritten their temporary ids. */
  async reread(): Promise<void> {
    await inTx(this.fresh(this.entries.filter((e) => !e.flying)));
  }

  /** Reads the next page when few rows wait; rows queued during the run once all are settled. */
  async refill(): Promise<void> {
    this.loaded = false;
    if (this.entries.length === 0) this.more = true;
    const waiting = this.entries.filter((e) => !e.flying).length;
    if (this.more && !this.horizon && waiting < LOOKAHEAD) await inTx(this.load());
  }

  /** The next rows to send (pickNext), read again and marked `sending` in the outbox. */
  async claim(room: number, force: boolean): Promise<Entry[]> {
    const { picks, held, horizon } = pickNext(this.entries, this.blocked, {
      room,
      now: Date.now(),
      force,
      horizon: this.horizon,
    });
    for (const entry of held) this.drop(entry);
    this.horizon = horizon ?? this.horizon;
    const claimed = await inTx(this.fresh(picks));
    for (const entry of claimed) entry.row = { ...entry.row, sending: true };
    // The rows were just read in this transaction: put them back marked, one request each.
    if (claimed.length > 0) await db.outbox.bulkPut(claimed.map((e) => e.row));
    return claimed;
  }

  private async load(): Promise<void> {
    const rows = await db.outbox.where('seq').above(this.lastSeq).limit(PAGE).toArray();
    this.more = rows.length === PAGE;
    this.loaded = rows.length > 0;
    for (const row of rows) {
      if (row.seq === undefined) continue;
      this.lastSeq = row.seq;
      if (row.userId !== this.userId || this.blocked.holds(row)) continue;
      this.entries.push({ seq: row.seq, row, scope: scopeOf(row), flying: false });
    }
  }

  /** Reads rows again (enqueue may have merged or dropped them, an answer rewritten them). */
  private async fresh(list: Entry[]): Promise<Entry[]> {
    const rows = await readRows(list.map((e) => e.seq));
    const kept: Entry[] = [];
    list.forEach((entry) => {
      const row = rows.get(entry.seq);
      if (!row || row.userId !== this.userId || this.blocked.holds(row)) return this.drop(entry);
      entry.row = row;
      entry.scope = scopeOf(row);
      kept.push(entry);
    });
    return kept;
  }

  private drop(entry: Entry): void {
    this.entries = this.entries.filter((e) => e !== entry);
  }
}
