import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from '../../../src/lib/use-progressive-count';

describe('useProgressiveCount', () => {
  it('draws the first items at once, then the rest in steps until all are drawn', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveCount(70, 12, 30);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(12);
    await waitFor(() => expect(result.current).toBe(70));
    // 12, then 42, then all 70: each step drawn in its own render.
    expect([...new Set(seen)]).toEqual([12, 42, 70]);
  });

  it('never counts past a short list, and follows a list that grows', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 12, 30), {
      initialProps: { total: 5 },
    });
    expect(result.current).toBe(5);
    rerender({ total: 100 });
    await waitFor(() => expect(result.current).toBe(100));
  });
});
