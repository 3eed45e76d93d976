import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIdle } from '../../../src/lib/idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('onIdle', () => {
  it('asks the browser for an idle callback with the timeout, and cancels that one', () => {
    const asked: { timeout?: number }[] = [];
    const cancelled: number[] = [];
    let callback: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options: { timeout?: number }) => {
      callback = cb;
      asked.push(options);
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const fn = vi.fn();

    const cancel = onIdle(fn, 1500);
    expect(asked).toEqual([{ timeout: 1500 }]);
    expect(fn).not.toHaveBeenCalled();
    callback?.();
    expect(fn).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('falls back to a timer after fallbackMs where idle callbacks lack', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fn = vi.fn();

    onIdle(fn, 2000, 1000);
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('never runs what was cancelled before the browser was idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fn = vi.fn();

    const cancel = onIdle(fn, 2000);
    cancel();
    vi.runAllTimers();
    expect(fn).not.toHaveBeenCalled();
  });
});
