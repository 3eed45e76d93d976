import { describe, expect, it } from 'vitest';
import { slowdownForIndex } from '../../../bench/cpu';
import { cfsSlice } from '../../../bench/worker-cpu';

describe("the bench's phone", () => {
  it("takes the multiplier from the host's index as Lighthouse's calculator does", () => {
    expect(slowdownForIndex(150)).toBeCloseTo(1);
    expect(slowdownForIndex(800)).toBeCloseTo(2);
    expect(slowdownForIndex(1300)).toBeCloseTo(3);
    expect(slowdownForIndex(1533)).toBeCloseTo(4, 1);
    expect(slowdownForIndex(2000)).toBeCloseTo(6, 1);
    expect(slowdownForIndex(60)).toBe(1);
  });

  it("holds a worker to 1/rate of a CPU within the kernel's smallest quota", () => {
    expect(cfsSlice(4)).toEqual({ quotaUs: 2500, periodUs: 10_000 });
    expect(cfsSlice(10)).toEqual({ quotaUs: 1000, periodUs: 10_000 });
    // A faster host: 10.3x would be a 0.97 ms quota, which the kernel refuses (EINVAL).
    expect(cfsSlice(10.3)).toEqual({ quotaUs: 1000, periodUs: 10_300 });
    expect(cfsSlice(14)).toEqual({ quotaUs: 1000, periodUs: 14_000 });
  });
});
