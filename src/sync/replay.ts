import { db, type OutboxRow } from '../db/db';
import { ApiError, updateMessage } from '../lib/errors';
import { apiRequest } from '../lib/http';
import { refusalMessage } from './actions';
import { applyAnswer, MIRROR_TX_TABLES, rowMentions } from './apply';
import { withLock } from './lock';
import { isTempId, rollBack } from './outbox';

/** Backoff after a transient failure: 2 s doubling up to 5 min, with jitter, unless the server says. */
const BACKOFF_BASE_MS = 2000;
const BACKOFF_MAX_MS = 5 * 60 * 1000;

export type ReplayStop = 'done' | 'backoff' | 'paused' | 'offline' | 'signedOut';

export interface ReplayResult {
  sent: number;
  failed: number;
  stop: ReplayStop;
  /** When the replayer should try again (a backoff timer), epoch ms. */
  retryAt?: number;
}

export interface ReplayOptions {
  /** Ignore backoff times (the network just came back, or the person pressed "Retry"). */
  force?: boolean;
}

type Outcome =
  | { kind: 'ok'; data: unknown }
  | { kind: 'retry'; error: unknown; status: number; retryAfterMs?: number }
  | { kind: 'unauthorized' }
  | { kind: 'refused'; error: unknown; status: number };

export function backoffDelay(attempts: number, random = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base / 2 + random() * (base / 2));
}

/** ARCHITECTURE data flow 4: how an answer (or its absence) decides the row's fate. */
export function classify(err: unknown): Exclude<Outcome, { kind: 'ok' }> {
  // Not a call that failed but a row that cannot be turned into one (a lost Blob): never retry.
  if (!(err instanceof ApiError)) return { kind: 'refused', error: err, status: 0 };
  if (err.kind !== 'http') return { kind: 'retry', error: err, status: 0 };
  const s = err.status;
  if (s === 401) return { kind: 'unauthorized' };
  if (s >= 500 || s === 408 || s === 409 || s === 429) {
    return {
      kind: 'retry',
      error: err,
      status: s,
      ...(err.retryAfterMs !== undefined ? { retryAfterMs: err.retryAfterMs } : {}),
    };
  }
  return { kind: 'refused', error: err, status: s };
}

function online(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine !== false;
}

function recordKey(row: Pick<OutboxRow, 'table' | 'recordId'>): string {
  return `${row.table}:${String(row.recordId)}`;
}

async function send(row: OutboxRow, token: string): Promise<Outcome> {
  try {
    const answer = await apiRequest<unknown>(row.path, {
      method: row.method,
      body: row.body,
      token,
      idempotencyKey: row.idempotencyKey,
    });
    return { kind: 'ok', data: answer.data };
  } catch (err) {
    return classify(err);
  }
}

/** Rows that must wait: those of a record whose earlier change was refused. */
class Blocked {
  private keys = new Set<string>();
  private temps = new Set<string>();

  add(row: OutboxRow): void {
    this.keys.add(recordKey(row));
    if (isTempId(row.recordId)) this.temps.add(row.recordId);
  }

  has(row: OutboxRow): boolean {
    if (this.keys.has(recordKey(row))) return true;
    for (const temp of this.temps) if (rowMentions(row, temp)) return true;
    return false;
  }
}

async function runOnce(options: ReplayOptions): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, failed: 0, stop: 'done' };
  const start = await db.session.get('current');
  if (!start) return { ...result, stop: 'signedOut' };
  if (start.expired) return { ...result, stop: 'paused' };
  if (!online()) return { ...result, stop: 'offline' };

  // Under the lock nobody else is sending: a `sending` mark left now is from a crashed run.
  await db.outbox.filter((r) => r.sending === true).modify({ sending: false });

  const blocked = new Blocked();
  let lastSeq = 0;
  for (;;) {
    const batch = await db.outbox.where('seq').above(lastSeq).toArray();
    if (batch.length === 0) return result;
    for (const listed of batch) {
      if (listed.seq === undefined) continue;
      const seq = listed.seq;
      lastSeq = seq;
      const session = await db.session.get('current');
      if (!session) return { ...result, stop: 'signedOut' };
      if (session.expired) return { ...result, stop: 'paused' };
      // Read it again and mark it in one step: an earlier answer may have rewritten its temporary
      // ids, enqueue may have merged a newer change into it, or it was discarded.
      const picked = await db.transaction('rw', db.outbox, async () => {
        const row = await db.outbox.get(seq);
        if (!row || row.userId !== session.user.id) return { skip: true as const };
        if (row.status === 'failed' || blocked.has(row)) return { skip: true as const, row };
        if (!options.force && row.nextAttemptAt !== undefined && row.nextAttemptAt > Date.now()) {
          return { skip: false as const, row, wait: row.nextAttemptAt };
        }
        await db.outbox.update(seq, { sending: true });
        return { skip: false as const, row };
      });
      if (picked.skip) {
        if (picked.row) blocked.add(picked.row);
        continue;
      }
      if (picked.wait !== undefined) return { ...result, stop: 'backoff', retryAt: picked.wait };
      const row = picked.row;
      const outcome = await send(row, session.token);

      if (outcome.kind === 'ok') {
        await db.transaction('rw', [...MIRROR_TX_TABLES], async () => {
          await applyAnswer(row, outcome.data);
          await db.outbox.delete(seq);
        });
        result.sent += 1;
        continue;
      }
      if (outcome.kind === 'unauthorized') {
        await db.transaction('rw', [db.outbox, db.session], async () => {
          await db.outbox.update(seq, { sending: false, lastStatus: 401 });
          const current = await db.session.get('current');
          if (current) await db.session.put({ ...current, expired: true });
        });
        return { ...result, stop: 'paused' };
      }
      if (outcome.kind === 'retry') {
        const attempts = row.attempts + 1;
        const retryAt = Date.now() + (outcome.retryAfterMs ?? backoffDelay(attempts));
        await db.outbox.update(seq, {
          sending: false,
          attempts,
          nextAttemptAt: retryAt,
          lastError: updateMessage(outcome.error),
          ...(outcome.status ? { lastStatus: outcome.status } : {}),
        });
        return { ...result, stop: 'backoff', retryAt };
      }
      await db.transaction('rw', [...MIRROR_TX_TABLES], async () => {
        await rollBack(row.rollback);
        await db.outbox.update(seq, {
          sending: false,
          status: 'failed',
          attempts: row.attempts + 1,
          lastError: refusalMessage(row.action, outcome.error),
          ...(outcome.status ? { lastStatus: outcome.status } : {}),
        });
      });
      blocked.add(row);
      result.failed += 1;
    }
  }
}

/**
 * One replay run under the 'outbox' lock: sends the signed-in vendor's rows oldest first and
 * stops at the first transient failure. Safe to call from several tabs and the worker at once.
 */
export function replay(options: ReplayOptions = {}): Promise<ReplayResult> {
  return withLock('outbox', () => runOnce(options));
}

let running = false;
let again = false;
let againForce = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let stopped = false;
const listeners = new Set<(r: ReplayResult) => void>();

/** Hears every finished run of this context (the sync status's "last synced"). */
export function onReplayed(fn: (r: ReplayResult) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function schedule(retryAt: number | undefined): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (retryAt === undefined || stopped) return;
  timer = setTimeout(
    () => {
      timer = undefined;
      requestReplay();
    },
    Math.max(0, retryAt - Date.now()),
  );
}

/**
 * The triggers' entry: starts a run now, or one more after the current run of this context, so a
 * burst of new rows costs one run, not one per row. Re-arms the backoff timer.
 */
export function requestReplay(options: ReplayOptions = {}): void {
  stopped = false;
  againForce = againForce || options.force === true;
  if (running) {
    again = true;
    return;
  }
  running = true;
  void (async () => {
    try {
      do {
        again = false;
        const force = againForce;
        againForce = false;
        const r = await replay({ force }).catch((): ReplayResult => ({
          sent: 0,
          failed: 0,
          stop: 'backoff',
        }));
        schedule(r.stop === 'backoff' ? (r.retryAt ?? Date.now() + BACKOFF_BASE_MS) : undefined);
        for (const fn of listeners) fn(r);
      } while (again && !stopped);
    } finally {
      running = false;
    }
  })();
}

/** Sign-out: no more timers or runs from this context. */
export function stopReplay(): void {
  stopped = true;
  schedule(undefined);
}
