import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calibrateRun, PHONE_INDEX, runRatesNote, slowdownForIndex } from '../../../bench/cpu';
import { cfsSlice } from '../../../bench/worker-cpu';

describe("the bench's phone", () => {
  it("throttles every host to one phone: Lighthouse's default 4x on its host of 1,533", () => {
    expect(slowdownForIndex(1533)).toBeCloseTo(4);
    expect(slowdownForIndex(1190)).toBeCloseTo(3.1, 1);
    expect(slowdownForIndex(2600)).toBeCloseTo(6.8, 1);
    expect(slowdownForIndex(3900)).toBeCloseTo(10.2, 1);
    // The throttled host is the same phone, however fast it was.
    for (const index of [900, 1533, 2600, 3900]) {
      expect(index / slowdownForIndex(index)).toBeCloseTo(PHONE_INDEX);
    }
    expect(slowdownForIndex(200)).toBe(1);
  });

  describe('each timed run', () => {
    const hostAt = (index: number) => ({ evaluate: async () => index }) as unknown as Page;
    afterEach(() => vi.unstubAllEnvs());

    it("is throttled by the host's index measured just before it", async () => {
      const runs = [await calibrateRun(hostAt(2376)), await calibrateRun(hostAt(1311))];
      expect(runs).toEqual([
        { index: 2376, rate: 6.2 },
        { index: 1311, rate: 3.4 },
      ]);
      expect(runRatesNote(runs)).toBe(
        'phone CPU per run 6.2x / 3.4x (host index 2,376 / 1,311, measured before each)',
      );
    });

    it('takes the rate set by hand, and says so', async () => {
      vi.stubEnv('BENCH_CPU_SLOWDOWN', '4');
      const run = await calibrateRun(hostAt(2376));
      expect(run).toEqual({ index: 2376, rate: 4 });
      expect(runRatesNote([run])).toBe(
        'phone CPU per run 4x (set by hand; host index 2,376, measured before each)',
      );
    });
  });

  it("holds a worker to 1/rate of a CPU within the kernel's smallest quota", () => {
    expect(cfsSlice(4)).toEqual({ quotaUs: 2500, periodUs: 10_000 });
    expect(cfsSlice(10)).toEqual({ quotaUs: 1000, periodUs: 10_000 });
    // A faster host: 10.3x would be a 0.97 ms quota, which the kernel refuses (EINVAL).
    expect(cfsSlice(10.3)).toEqual({ quotaUs: 1000, periodUs: 10_300 });
    expect(cfsSlice(14)).toEqual({ quotaUs: 1000, periodUs: 14_000 });
  });
});
