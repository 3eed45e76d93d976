import { db, type OutboxRow } from '../db/db';
import { MIRROR_TX_TABLES } from './apply';
import { inTx } from '../db/in-tx';
import { isTempId } from './outbox';
import { Flights, type Answer } from './replay-flights';
import type { Entry } from './replay-pick';
import { ReplayQueue } from './replay-queue';
import { online } from './online';
import { send, type ReplayOptions, type ReplayResult } from './replay-send';
import { settle } from './replay-settle';
import { count, finish, FRESH_TALLY, halted, sessionStop } from './replay-tally';
import { StepWrites } from './replay-writes';

/** An answer whose applying may swap a temporary id, rewriting later rows in the outbox. */
function maySwap(row: OutboxRow): boolean {
  return isTempId(row.recordId) || row.onSuccess.op === 'putMany';
}

/**
 * An answer whose landing the next picks need not wait for: a success that swaps no temporary
 * id. A failure stops or holds what comes next, and a swap rewrites the rows waiting.
 */
function claimsFirst({ entry, outcome }: Answer): boolean {
  return outcome.kind === 'ok' && !maySwap(entry.row);
}

/**
 * An answer that may land at the same time as the step's others: a plain success. Rows on the
 * way together touch different records (lanes.ts), so their landings read and write different
 * rows. A swap rewrites later outbox rows that another swap may rewrite too, and the session
 * (a vendor answer, a 401) is one row: those land one at a time.
 */
function landsAlongside(answer: Answer): boolean {
  return claimsFirst(answer) && answer.entry.row.onSuccess.op !== 'vendor';
}

/**
 * One run: the vendor's rows oldest first, up to MAX_IN_FLIGHT at once (starting with one, so a
 * server that is down or a token that expired costs one request), rows that touch the same record
 * or name a temporary id not yet swapped in seq order, one at a time. Each step lands the
 * answers that came back and picks and marks the next rows: in one transaction, or, when the
 * answers are plain successes, the picks first (sent at once) and the landing after.
 */
export async function runOnce(options: ReplayOptions): Promise<ReplayResult> {
  const start = await db.session.get('current');
  const early = sessionStop(start) ?? (online() ? undefined : 'offline');
  if (early || !start) return { sent: 0, failed: 0, stop: early ?? 'signedOut' };
  const userId = start.user.id;

  // Under the lock nobody else is sending: a `sending` mark left now is from a crashed run.
  await db.outbox.filter((r) => r.sending === true).modify({ sending: false });

  const queue = new ReplayQueue(userId);
  const flights = new Flights((row) => send(row, start.token));
  let tally = FRESH_TALLY;

  /**
   * Lands the answers back so far, inside the caller's transaction: the plain successes together
   * (their reads and writes sent at once, one round trip for all instead of a few each), then the
   * rest one at a time; counted oldest first either way.
   */
  async function land(answers: Answer[]): Promise<void> {
    const writes = new StepWrites();
    const landing = (a: Answer) => inTx(settle(a.entry.row, a.entry.seq, a.outcome, writes));
    const together = answers.filter(landsAlongside);
    const early = new Map(
      await inTx(Promise.all(together.map(async (a) => [a, await landing(a)] as const))),
    );
    for (const a of answers) {
      const landed = early.get(a) ?? (await landing(a));
      queue.settled(a.entry, landed.kind === 'failed');
      tally = count(tally, landed);
    }
    await inTx(writes.flush());
    if (answers.some((a) => a.outcome.kind === 'ok' && maySwap(a.entry.row))) {
      await inTx(queue.reread());
    }
  }

  /** Unless stopping, picks and marks the next rows, `allowed` on the way at once. */
  async function claimNext(allowed: number): Promise<Entry[]> {
    if (tally.halt) return [];
    // Reading the next page goes out with the session's read; nothing is marked before the check.
    const [session] = await inTx(Promise.all([db.session.get('current'), inTx(queue.refill())]));
    const stop = sessionStop(session, userId);
    if (stop) {
      tally = halted(tally, stop);
      return [];
    }
    return inTx(queue.claim(allowed - flights.count, options.force === true));
  }

  const inStep = <T>(work: () => Promise<T>) => db.transaction('rw', [...MIRROR_TX_TABLES], work);

  try {
    for (;;) {
      const answers = flights.take();
      let picks: Entry[];
      if (answers.length > 0 && answers.every((a) => claimsFirst(a))) {
        // Plain successes: what may start next does not hang on them being landed (their rows
        // still hold their lanes until then), so the next requests go out first and the server
        // works on them while this context writes the answers.
        const allowed = answers.reduce((t) => count(t, { kind: 'sent' }), tally).allowed;
        picks = await inStep(() => claimNext(allowed));
        for (const entry of picks) flights.launch(entry);
        await inStep(() => land(answers));
      } else {
        // One transaction: land the answers, then pick and mark the next rows.
        picks = await inStep(async () => {
          await land(answers);
          return claimNext(tally.allowed);
        });
        for (const entry of picks) flights.launch(entry);
      }
      if (flights.answered === 0 && flights.count > 0) {
        await flights.next();
        continue;
      }
      // Stopping, or nothing left and no new rows: otherwise a step always makes progress.
      const idle = flights.count === 0 && flights.answered === 0 && picks.length === 0;
      if (idle && (tally.halt || queue.horizon || queue.done)) break;
    }
  } catch (err) {
    // Let the requests on the way finish before the lock goes to the next run.
    await flights.drain();
    throw err;
  }
  return finish(tally, queue.horizon);
}
