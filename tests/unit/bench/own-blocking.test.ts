import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../../bench/device';
import { ownBlocking } from '../../../bench/own-blocking';

const PAGE = { pid: 7, tid: 1 };
const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  ts: 1_000_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/bookings' } },
};
const fcp: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 1_200_000 };

/** A task of the page's main thread `atMs` after navigation: `wallMs` long, `threadMs` of CPU. */
function task(atMs: number, wallMs: number, threadMs = wallMs, where = PAGE): TraceEvent {
  const ts = navigation.ts + atMs * 1000;
  return { name: 'RunTask', ph: 'X', ...where, ts, dur: wallMs * 1000, tdur: threadMs * 1000 };
}

describe("a Lighthouse audit's blocking time of the page's own work", () => {
  it('counts the tasks of 10 ms and over after the first paint, times the rate less 50', () => {
    const events = [
      navigation,
      fcp,
      task(100, 40), // before the first paint
      task(300, 20), // 20 x 5 - 50 = 50
      task(400, 9), // under Lighthouse's cut: 45 ms at 5x, not blocking anyway
      task(500, 30), // 100
      task(600, 30, 30, { pid: 7, tid: 2 }), // another thread
    ];
    expect(ownBlocking(events, 5)).toEqual({ fromThreadTime: 150, fromWallTime: 150 });
  });

  it('leaves out the time a task waited for a core: its thread time, not its wall time', () => {
    const events = [navigation, fcp, task(300, 25, 1), task(500, 24, 12)];
    // Wall: 25 x 7 - 50 + 24 x 7 - 50 = 243; thread: 12 x 7 - 50 = 34 (the 1 ms one is left out).
    expect(ownBlocking(events, 7)).toEqual({ fromThreadTime: 34, fromWallTime: 243 });
  });

  it('has nothing to say without the navigation or the first paint', () => {
    expect(ownBlocking([navigation, task(300, 40)], 5)).toBeNull();
    expect(ownBlocking([fcp, task(300, 40)], 5)).toBeNull();
  });
});
