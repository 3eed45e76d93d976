import { afterEach, describe, expect, it, vi } from 'vitest';
import { atMost } from '../../../src/lib/at-most';

describe('atMost', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the promise's value when it comes in time", async () => {
    await expect(atMost(Promise.resolve('session'), 1000)).resolves.toBe('session');
  });

  it('gives undefined once the time has passed without it', async () => {
    vi.useFakeTimers();
    let settled = false;
    const waited = atMost(new Promise<string>(() => undefined), 1000).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waited).resolves.toBeUndefined();
  });
});
