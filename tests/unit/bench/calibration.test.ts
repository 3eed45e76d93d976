import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calibrate,
  calibrateRun,
  PHONE_INDEX,
  runRatesNote,
  slowdownForIndex,
} from '../../../bench/cpu';
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

  it("calibrates a group on five first runs, each in a context of its own (the index's low mode)", async () => {
    // A page that runs the index again may enter a mode about 1.4x higher (Lighthouse issue 9085).
    const firsts = [2100, 1900, 2300, 2000, 2200];
    const contexts = { opened: 0, closed: 0 };
    const browser = {
      newContext: async () => {
        const first = firsts[contexts.opened]!;
        contexts.opened += 1;
        let runs = 0;
        const page = {
          evaluate: async () => (runs++ === 0 ? first : first * 1.4),
          close: async () => undefined,
        };
        return {
          newPage: async () => page,
          close: async () => {
            contexts.closed += 1;
          },
        };
      },
    } as unknown as Browser;
    const result = await calibrate(browser);
    expect(result.runs).toEqual(firsts);
    expect(result.index).toBe(2100);
    expect(result.slowdown).toBe(5.5);
    expect(contexts).toEqual({ opened: 5, closed: 5 });
  });

  describe('each timed run', () => {
    /**
     * The run's page, whose own evaluate reads a page that has run much (the index's high mode);
     * a fresh page beside it reads `index`. Counts the fresh pages opened and closed.
     */
    const pages = { opened: 0, closed: 0 };
    const hostAt = (index: number) =>
      ({
        evaluate: async () => index * 1.4,
        context: () => ({
          newPage: async () => {
            pages.opened += 1;
            return {
              evaluate: async () => index,
              close: async () => {
                pages.closed += 1;
              },
            };
          },
        }),
      }) as unknown as Page;
    afterEach(() => vi.unstubAllEnvs());

    it("measures the host in a fresh page beside the run's, as a page loading the app finds it", async () => {
      pages.opened = 0;
      pages.closed = 0;
      expect(await calibrateRun(hostAt(2000))).toEqual({ index: 2000, rate: 5.2 });
      expect(pages).toEqual({ opened: 1, closed: 1 });
    });

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
