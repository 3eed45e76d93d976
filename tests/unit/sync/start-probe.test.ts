import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverReachable } from '../../../src/lib/reachability';
import { PROBE_MS, startSync } from '../../../src/sync/start';
import { fakeServer, json, resetDb } from './fake-server';

const refreshAll = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../src/sync/pull', () => ({ refreshAll }));
// The live channel has tests of its own (live.test.ts); here it stays out of the way.
vi.mock('../../../src/sync/live', () => ({ startLiveChannel: () => () => undefined }));
const requestReplay = vi.hoisted(() => vi.fn());
vi.mock('../../../src/sync/replay', () => ({ requestReplay, stopReplay: vi.fn() }));

let stop: () => void = () => undefined;
beforeEach(async () => {
  await resetDb();
  refreshAll.mockClear();
  requestReplay.mockClear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  serverReachable.set(true);
});

describe('startSync while the server does not answer', () => {
  it('asks a public lookup every PROBE_MS, then pulls and replays once it answers', async () => {
    // A request of the first screen found no server before the data layer started.
    serverReachable.set(false);
    let up = false;
    const { sent } = fakeServer(() =>
      up ? json(200, { data: [] }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    stop = startSync();
    await vi.waitFor(() => expect(refreshAll).toHaveBeenCalledTimes(1));

    vi.advanceTimersByTime(PROBE_MS);
    await vi.waitFor(() => expect(sent.map((r) => r.path)).toEqual(['/common/roles']));
    await new Promise((settled) => setTimeout(settled, 0)); // the refused probe lands
    expect(serverReachable.get()).toBe(false);
    expect(refreshAll).toHaveBeenCalledTimes(1);

    up = true;
    vi.advanceTimersByTime(PROBE_MS);
    await vi.waitFor(() => expect(refreshAll).toHaveBeenCalledTimes(2));
    expect(requestReplay).toHaveBeenLastCalledWith({ force: true });
    expect(serverReachable.get()).toBe(true);

    // Reachable again: no more probes.
    vi.advanceTimersByTime(PROBE_MS * 3);
    expect(sent).toHaveLength(2);
  });
});
