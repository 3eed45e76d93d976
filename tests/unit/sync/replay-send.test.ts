import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/errors';
import { backoffDelay, classify } from '../../../src/sync/replay-send';

const http = (status: number, retryAfterMs?: number) =>
  new ApiError('http', 'x', { status, ...(retryAfterMs ? { retryAfterMs } : {}) });

describe('classify (ARCHITECTURE data flow 4)', () => {
  it('retries a network error, 5xx, 408, 429 and 409, with the server’s Retry-After', () => {
    expect(classify(new ApiError('network', 'offline'))).toMatchObject({
      kind: 'retry',
      status: 0,
    });
    for (const status of [500, 503, 408, 409]) {
      expect(classify(http(status))).toMatchObject({ kind: 'retry', status });
    }
    expect(classify(http(429, 120_000))).toMatchObject({
      kind: 'retry',
      status: 429,
      retryAfterMs: 120_000,
    });
  });

  it('pauses on 401, refuses other 4xx and a row that cannot be sent at all', () => {
    expect(classify(http(401))).toEqual({ kind: 'unauthorized' });
    expect(classify(http(400))).toMatchObject({ kind: 'refused', status: 400 });
    expect(classify(http(404))).toMatchObject({ kind: 'refused', status: 404 });
    expect(classify(new TypeError('lost Blob'))).toMatchObject({ kind: 'refused', status: 0 });
  });
});

describe('backoffDelay', () => {
  it('doubles from 2 s up to 5 min, with jitter between half and the whole', () => {
    expect(backoffDelay(1, () => 0)).toBe(1000);
    expect(backoffDelay(1, () => 1)).toBe(2000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(300_000);
    expect(backoffDelay(20, () => 0)).toBe(150_000);
  });
});
