import { db, type OutboxRow } from '../db/db';
import { ApiError, updateMessage } from '../lib/errors';
import { refusalMessage } from './actions';
import { applyAnswer } from './apply';
import { dropEndedSession, SESSION_ENDED } from './device-lock-row';
import { inTx } from '../db/in-tx';
import { rollBack } from './outbox';
import { backoffDelay, type Outcome } from './replay-send';
import type { Landed } from './replay-tally';
import type { StepWrites } from './replay-writes';

type Kept = Exclude<Outcome, { kind: 'ok' }>;

/**
 * How an answer other than a success changes its row, and what it means for the run: a
 * transient failure counts an attempt and sets the next one (the server's Retry-After, else
 * backoff with jitter); a refusal fails the row with the SPEC 8 text; a 401 only notes it.
 */
export function verdict(
  row: OutboxRow,
  outcome: Kept,
  now: number,
  random = Math.random,
): { changes: Partial<OutboxRow>; landed: Landed } {
  if (outcome.kind === 'unauthorized') {
    return { changes: { sending: false, lastStatus: 401 }, landed: { kind: 'paused' } };
  }
  const attempts = row.attempts + 1;
  const status = outcome.status ? { lastStatus: outcome.status } : {};
  if (outcome.kind === 'refused') {
    const lastError = refusalMessage(row.action, outcome.error);
    return {
      changes: { sending: false, status: 'failed', attempts, lastError, ...status },
      landed: { kind: 'failed' },
    };
  }
  const retryAt = now + (outcome.retryAfterMs ?? backoffDelay(attempts, random));
  const lastError = updateMessage(outcome.error);
  return {
    changes: { sending: false, attempts, nextAttemptAt: retryAt, lastError, ...status },
    landed: { kind: 'backoff', retryAt },
  };
}

function sessionEnded(err: unknown): boolean {
  return err instanceof ApiError && err.body?.code === SESSION_ENDED;
}

/**
 * Lands one answer inside the step's transaction: a success is applied to the mirror, the
 * server's message kept under the row's notice key (with its seq) and its row deleted, the latter
 * two through `writes` (the step flushes them once its answers are landed); a refused
 * change is rolled back (and a staff session the server says has ended loses its seal); a 401 expires the session (the same vendor signs in again); every row
 * but a success's stays, as `verdict` says.
 */
export async function settle(
  row: OutboxRow,
  seq: number,
  outcome: Outcome,
  writes: StepWrites,
): Promise<Landed> {
  if (outcome.kind === 'ok') {
    writes.note(await inTx(applyAnswer(row, outcome.data)));
    if (row.notice && outcome.message) writes.notice(row.notice, seq, outcome.message);
    writes.remove(seq);
    return { kind: 'sent' };
  }
  if (outcome.kind === 'refused') {
    await inTx(rollBack(row.rollback));
    if (row.person && sessionEnded(outcome.error)) await inTx(dropEndedSession(row.person));
  }
  const { changes, landed } = verdict(row, outcome, Date.now());
  await db.outbox.update(seq, changes);
  if (outcome.kind === 'unauthorized') {
    const current = await db.session.get('current');
    if (current) await db.session.put({ ...current, expired: true });
  }
  return landed;
}
