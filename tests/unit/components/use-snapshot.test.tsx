import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnapshot } from '../../../src/components/use-snapshot';
import { captureSnapshot } from '../../../src/lib/snapshot-capture';
import { initBookingsI18n } from '../bookings/test-i18n';

vi.mock('../../../src/lib/snapshot-capture', () => ({
  captureSnapshot: vi.fn(async () => null),
}));

const captured = vi.mocked(captureSnapshot);

beforeAll(initBookingsI18n);

beforeEach(() => {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.appendChild(root);
  captured.mockClear();
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  // A browser between a catch-up's pages: idle within a moment.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 5));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  // Unmounted while the stubs stand: the hook cancels its idle callback.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.getElementById('root')?.remove();
});

/** Renders the hook and changes what it shows every `everyMs` for `forMs`. */
async function changing(everyMs: number, forMs: number) {
  const view = renderHook(({ shown }) => useSnapshot('/reception', true, shown), {
    initialProps: { shown: 0 },
  });
  for (let at = everyMs; at <= forMs; at += everyMs) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(everyMs);
    });
    view.rerender({ shown: at });
  }
  return view;
}

describe("a screen's snapshot", () => {
  it('is taken once what the screen shows has stayed the same for a moment, not at each change', async () => {
    await changing(300, 3_000);
    expect(captured).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_600);
    });
    expect(captured).toHaveBeenCalledTimes(1);
  });

  it('is taken all the same when the screen keeps changing for long', async () => {
    await changing(300, 10_800);
    expect(captured).toHaveBeenCalledTimes(1);
  });

  it('is not taken of a screen that is not ready', async () => {
    renderHook(() => useSnapshot('/reception', false, 1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(captured).not.toHaveBeenCalled();
  });
});
