import type { SessionRow } from '../db/db';
import type { Horizon } from './replay-pick';
import { BACKOFF_BASE_MS, type ReplayResult, type ReplayStop } from './replay-send';

/**
 * Requests on the way at once once the server has answered. More than a browser's 6 connections
 * per host over HTTP/1.1 (the rest wait in the browser's queue, behind the screens' own calls:
 * replay asks for low priority), so that the server always has the next rows while this context
 * lands the answers back: a step's IndexedDB work is paid per step more than per answer, and
 * answers that pile up while one step lands go in the next step together.
 */
export const MAX_IN_FLIGHT = 16;

/** What a landed answer means for the rest of the run. */
export type Landed =
  { kind: 'sent' } | { kind: 'failed' } | { kind: 'paused' } | { kind: 'backoff'; retryAt: number };

/** Why a run starts no more requests, and when a backoff ends. */
interface Halt {
  stop: ReplayStop;
  retryAt?: number;
}

/** What a run has done so far, and how far it may go. */
export interface Tally {
  sent: number;
  failed: number;
  /**
   * Requests allowed on the way at once: one at first, so a server that is down or a token that
   * expired costs one request; doubled by every answer the server gave, up to MAX_IN_FLIGHT.
   */
  allowed: number;
  halt?: Halt;
}

export const FRESH_TALLY: Tally = { sent: 0, failed: 0, allowed: 1 };

const widen = (allowed: number) => Math.min(MAX_IN_FLIGHT, allowed * 2);

/** The run stops starting requests. */
export function halted(tally: Tally, stop: ReplayStop): Tally {
  return { ...tally, halt: { stop } };
}

function backOff(tally: Tally, retryAt: number): Tally {
  // A pause or a sign-out outranks a backoff; of several backoffs the earliest time wins.
  const { halt } = tally;
  if (halt?.stop === 'paused' || halt?.stop === 'signedOut') return tally;
  return {
    ...tally,
    halt: { stop: 'backoff', retryAt: Math.min(retryAt, halt?.retryAt ?? retryAt) },
  };
}

/** Counts one landed answer. */
export function count(tally: Tally, landed: Landed): Tally {
  switch (landed.kind) {
    case 'sent':
      return { ...tally, sent: tally.sent + 1, allowed: widen(tally.allowed) };
    case 'failed':
      return { ...tally, failed: tally.failed + 1, allowed: widen(tally.allowed) };
    case 'paused':
      return halted(tally, 'paused');
    case 'backoff':
      return backOff(tally, landed.retryAt);
  }
}

/**
 * Why a run must not send with this session: nobody or another vendor signed in (`userId` is the
 * vendor the run started with), or the token expired and waits for the same vendor's sign-in.
 */
export function sessionStop(
  session: SessionRow | undefined,
  userId?: number,
): ReplayStop | undefined {
  if (!session || (userId !== undefined && session.user.id !== userId)) return 'signedOut';
  if (session.expired) return 'paused';
  return undefined;
}

/** The run's result: why it stopped, and when to try again after a backoff. */
export function finish(tally: Tally, horizon: Horizon | undefined): ReplayResult {
  const result: ReplayResult = { sent: tally.sent, failed: tally.failed, stop: 'done' };
  if (tally.halt) return { ...result, ...tally.halt };
  if (horizon) return { ...result, stop: 'backoff', retryAt: horizon.retryAt };
  return result;
}

/** When this context's timer should start the next run after `result`, or undefined for none. */
export function nextRunAt(result: ReplayResult, now: number): number | undefined {
  return result.stop === 'backoff' ? (result.retryAt ?? now + BACKOFF_BASE_MS) : undefined;
}
