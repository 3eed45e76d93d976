import type { OutboxRow } from '../db/db';
import { ApiError } from '../lib/errors';
import { apiRequest } from '../lib/http';

/** Backoff after a transient failure: 2 s doubling up to 5 min, with jitter, unless the server says. */
export const BACKOFF_BASE_MS = 2000;
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

export type Outcome =
  | { kind: 'ok'; data: unknown; message?: string | undefined }
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

export async function send(row: OutboxRow, token: string): Promise<Outcome> {
  try {
    const answer = await apiRequest<unknown>(row.path, {
      method: row.method,
      body: row.body,
      token,
      // The person who made the change, whoever is unlocked now (docs/staff-access.md).
      staffSession: row.person?.token ?? null,
      idempotencyKey: row.idempotencyKey,
      // Behind what the screens ask for now: a long outbox must not hold up a screen's call.
      priority: 'low',
    });
    return { kind: 'ok', data: answer.data, message: answer.message };
  } catch (err) {
    return classify(err);
  }
}
