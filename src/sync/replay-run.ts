import { db, type OutboxRow } from '../db/db';
import { updateMessage } from '../lib/errors';
import { refusalMessage } from './actions';
import { applyAnswer, MIRROR_TX_TABLES } from './apply';
import { inTx } from './in-tx';
import { mustWait, scopeOf, type Scope } from './lanes';
import { isTempId, rollBack } from './outbox';
import {
  backoffDelay,
  Blocked,
  online,
  send,
  type Outcome,
  type ReplayOptions,
  type ReplayResult,
  type ReplayStop,
} from './replay-send';

/** Requests on the way at once once the server has answered (a browser's connections per host). */
export const MAX_IN_FLIGHT = 6;
/** Rows read from the outbox at a time, and how far past the oldest waiting row a pick looks. */
const PAGE = 200;
const LOOKAHEAD = 48;

interface Entry {
  seq: number;
  row: OutboxRow;
  scope: Scope;
  flying: boolean;
}

interface Answer {
  entry: Entry;
  outcome: Outcome;
}

/** An answer whose applying may swap a temporary id, rewriting later rows in the outbox. */
function maySwap(row: OutboxRow): boolean {
  return isTempId(row.recordId) || row.onSuccess.op === 'putMany';
}

/**
 * One run: the vendor's rows oldest first, up to MAX_IN_FLIGHT at once (starting with one, so a
 * server that is down or a token that expired costs one request), rows that touch the same record
 * or name a temporary id not yet swapped in seq order, one at a time. Each step is one
 * transaction: land the answers that came back, then pick and mark the next rows.
 */
export async function runOnce(options: ReplayOptions): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, failed: 0, stop: 'done' };
  const start = await db.session.get('current');
  if (!start) return { ...result, stop: 'signedOut' };
  if (start.expired) return { ...result, stop: 'paused' };
  if (!online()) return { ...result, stop: 'offline' };
  const userId = start.user.id;
  const token = start.token;

  // Under the lock nobody else is sending: a `sending` mark left now is from a crashed run.
  await db.outbox.filter((r) => r.sending === true).modify({ sending: false });

  let entries: Entry[] = [];
  const blocked = new Blocked();
  let lastSeq = 0;
  let more = true;
  let loaded = false;
  /** A row waits for its backoff time: nothing from it on starts in this run. */
  let horizon: { seq: number; retryAt: number } | undefined;
  let halt: { stop: ReplayStop; retryAt?: number } | undefined;
  let allowed = 1;
  let flying = 0;
  const answers: Answer[] = [];
  let wake: (() => void) | undefined;

  const drop = (entry: Entry) => {
    entries = entries.filter((e) => e !== entry);
  };
  const backoff = (retryAt: number) => {
    if (halt?.stop === 'paused' || halt?.stop === 'signedOut') return;
    halt = { stop: 'backoff', retryAt: Math.min(retryAt, halt?.retryAt ?? retryAt) };
  };

  async function settle({ entry, outcome }: Answer): Promise<void> {
    const { row, seq } = entry;
    drop(entry);
    if (outcome.kind === 'ok') {
      await inTx(applyAnswer(row, outcome.data));
      if (row.notice && outcome.message) {
        await db.meta.put({ key: row.notice, value: { seq, text: outcome.message } });
      }
      await db.outbox.delete(seq);
      result.sent += 1;
      allowed = Math.min(MAX_IN_FLIGHT, allowed * 2);
    } else if (outcome.kind === 'unauthorized') {
      await db.outbox.update(seq, { sending: false, lastStatus: 401 });
      const current = await db.session.get('current');
      if (current) await db.session.put({ ...current, expired: true });
      halt = { stop: 'paused' };
    } else if (outcome.kind === 'retry') {
      const attempts = row.attempts + 1;
      const retryAt = Date.now() + (outcome.retryAfterMs ?? backoffDelay(attempts));
      await db.outbox.update(seq, {
        sending: false,
        attempts,
        nextAttemptAt: retryAt,
        lastError: updateMessage(outcome.error),
        ...(outcome.status ? { lastStatus: outcome.status } : {}),
      });
      backoff(retryAt);
    } else {
      await inTx(rollBack(row.rollback));
      await db.outbox.update(seq, {
        sending: false,
        status: 'failed',
        attempts: row.attempts + 1,
        lastError: refusalMessage(row.action, outcome.error),
        ...(outcome.status ? { lastStatus: outcome.status } : {}),
      });
      blocked.add(row);
      result.failed += 1;
      allowed = Math.min(MAX_IN_FLIGHT, allowed * 2);
    }
  }

  /** Reads rows again (an answer may have rewritten their temporary ids, enqueue merged or dropped them). */
  async function reread(list: Entry[]): Promise<Entry[]> {
    const rows = await db.outbox.bulkGet(list.map((e) => e.seq));
    const kept: Entry[] = [];
    list.forEach((entry, i) => {
      const row = rows[i];
      if (!row || row.userId !== userId) return drop(entry);
      if (row.status === 'failed' || blocked.has(row)) {
        blocked.add(row);
        return drop(entry);
      }
      entry.row = row;
      entry.scope = scopeOf(row);
      kept.push(entry);
    });
    return kept;
  }

  async function load(): Promise<void> {
    const rows = await db.outbox.where('seq').above(lastSeq).limit(PAGE).toArray();
    more = rows.length === PAGE;
    loaded = rows.length > 0;
    for (const row of rows) {
      if (row.seq === undefined) continue;
      lastSeq = row.seq;
      if (row.userId !== userId) continue;
      if (row.status === 'failed' || blocked.has(row)) {
        blocked.add(row);
        continue;
      }
      entries.push({ seq: row.seq, row, scope: scopeOf(row), flying: false });
    }
  }

  function choose(): Entry[] {
    const picks: Entry[] = [];
    const before: Entry[] = [];
    let looked = 0;
    for (const entry of [...entries]) {
      if (flying + picks.length >= allowed || looked >= LOOKAHEAD) break;
      if (horizon && entry.seq >= horizon.seq) break;
      if (entry.flying) {
        before.push(entry);
        continue;
      }
      looked += 1;
      if (blocked.has(entry.row)) {
        blocked.add(entry.row);
        drop(entry);
        continue;
      }
      if (before.some((e) => mustWait(e.scope, entry.scope, entry.row))) {
        before.push(entry);
        continue;
      }
      const wait = entry.row.nextAttemptAt;
      if (!options.force && wait !== undefined && wait > Date.now()) {
        horizon = { seq: entry.seq, retryAt: wait };
        break;
      }
      picks.push(entry);
      before.push(entry);
    }
    return picks;
  }

  /** One transaction: land the answers, then (unless stopping) pick and mark the next rows. */
  async function step(batch: Answer[]): Promise<Entry[]> {
    loaded = false;
    batch.sort((a, b) => a.entry.seq - b.entry.seq);
    for (const answer of batch) await inTx(settle(answer));
    if (batch.some((a) => a.outcome.kind === 'ok' && maySwap(a.entry.row))) {
      await inTx(reread(entries.filter((e) => !e.flying)));
    }
    if (halt) return [];
    const session = await db.session.get('current');
    if (!session || session.user.id !== userId) halt = { stop: 'signedOut' };
    else if (session.expired) halt = { stop: 'paused' };
    if (halt) return [];
    if (entries.length === 0) more = true;
    if (more && !horizon && entries.filter((e) => !e.flying).length < LOOKAHEAD) await inTx(load());
    const picks = await inTx(reread(choose()));
    for (const entry of picks) entry.row = { ...entry.row, sending: true };
    // The rows were just read in this transaction: put them back marked, one request each.
    if (picks.length > 0) await db.outbox.bulkPut(picks.map((e) => e.row));
    return picks;
  }

  function launch(entry: Entry): void {
    entry.flying = true;
    flying += 1;
    void send(entry.row, token).then((outcome) => {
      flying -= 1;
      answers.push({ entry, outcome });
      wake?.();
    });
  }

  try {
    for (;;) {
      const batch = answers.splice(0);
      const picks = await db.transaction('rw', [...MIRROR_TX_TABLES], () => step(batch));
      for (const entry of picks) launch(entry);
      if (answers.length === 0 && flying > 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
        continue;
      }
      if (flying === 0 && answers.length === 0 && picks.length === 0) {
        // Stopping, or nothing left and no new rows: otherwise a step always makes progress.
        if (halt || horizon || (entries.length === 0 && !loaded)) break;
      }
    }
  } catch (err) {
    // Let the requests on the way finish before the lock goes to the next run.
    while (flying > 0) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
    throw err;
  }

  if (halt) return { ...result, ...halt };
  if (horizon) return { ...result, stop: 'backoff', retryAt: horizon.retryAt };
  return result;
}
