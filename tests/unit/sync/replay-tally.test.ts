import { describe, expect, it } from 'vitest';
import {
  count,
  finish,
  FRESH_TALLY,
  halted,
  MAX_IN_FLIGHT,
  nextRunAt,
  sessionStop,
  type Tally,
} from '../../../src/sync/replay-tally';
import { VENDOR } from './fake-server';

describe('the run’s tally', () => {
  it('counts sent and refused rows and opens the window up to MAX_IN_FLIGHT', () => {
    let tally: Tally = FRESH_TALLY;
    tally = count(tally, { kind: 'sent' });
    expect(tally).toEqual({ sent: 1, failed: 0, allowed: 2 });
    tally = count(tally, { kind: 'failed' });
    expect(tally).toEqual({ sent: 1, failed: 1, allowed: 4 });
    for (let i = 0; i < 5; i += 1) tally = count(tally, { kind: 'sent' });
    expect(tally.allowed).toBe(MAX_IN_FLIGHT);
    expect(tally.halt).toBeUndefined();
  });

  it('backs off to the earliest retry time, but a pause outranks a backoff', () => {
    let tally = count(FRESH_TALLY, { kind: 'backoff', retryAt: 9000 });
    tally = count(tally, { kind: 'backoff', retryAt: 5000 });
    tally = count(tally, { kind: 'backoff', retryAt: 7000 });
    expect(tally.halt).toEqual({ stop: 'backoff', retryAt: 5000 });
    tally = count(tally, { kind: 'paused' });
    expect(tally.halt).toEqual({ stop: 'paused' });
    expect(count(tally, { kind: 'backoff', retryAt: 1000 }).halt).toEqual({ stop: 'paused' });
    expect(count(halted(FRESH_TALLY, 'signedOut'), { kind: 'backoff', retryAt: 1 }).halt).toEqual({
      stop: 'signedOut',
    });
  });
});

describe('sessionStop', () => {
  it('stops without a session, for another vendor, and pauses on an expired token', () => {
    expect(sessionStop(undefined)).toBe('signedOut');
    expect(sessionStop(VENDOR)).toBeUndefined();
    expect(sessionStop(VENDOR, VENDOR.user.id)).toBeUndefined();
    expect(sessionStop(VENDOR, 2)).toBe('signedOut');
    expect(sessionStop({ ...VENDOR, expired: true }, VENDOR.user.id)).toBe('paused');
  });
});

describe('finish and the next run', () => {
  const tally: Tally = { sent: 2, failed: 1, allowed: 4 };

  it('is done, or stops as halted, or backs off until the horizon', () => {
    expect(finish(tally, undefined)).toEqual({ sent: 2, failed: 1, stop: 'done' });
    expect(finish(halted(tally, 'paused'), { seq: 3, retryAt: 10 })).toEqual({
      sent: 2,
      failed: 1,
      stop: 'paused',
    });
    expect(finish(tally, { seq: 3, retryAt: 10 })).toEqual({
      sent: 2,
      failed: 1,
      stop: 'backoff',
      retryAt: 10,
    });
  });

  it('arms a timer only after a backoff, at its time or 2 s from now', () => {
    expect(nextRunAt({ sent: 0, failed: 0, stop: 'backoff', retryAt: 50 }, 10)).toBe(50);
    expect(nextRunAt({ sent: 0, failed: 0, stop: 'backoff' }, 10)).toBe(2010);
    expect(nextRunAt({ sent: 1, failed: 0, stop: 'done' }, 10)).toBeUndefined();
    expect(nextRunAt({ sent: 0, failed: 0, stop: 'paused' }, 10)).toBeUndefined();
  });
});
