import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking, BookingStatus } from '../../../src/db/types';
import { useTappedStatuses } from '../../../src/features/bookings/hooks/use-tapped-statuses';

const row = (id: number, status: BookingStatus) => ({ id, status }) as Booking;

describe('useTappedStatuses', () => {
  it('holds a tapped status until the rows have it, then lets later changes show', () => {
    const { result, rerender } = renderHook(({ rows }) => useTappedStatuses(rows), {
      initialProps: { rows: [row(1, 'pending'), row(2, 'pending')] },
    });
    act(() => result.current[1](1, 'confirmed'));
    expect(result.current[0].get(1)).toBe('confirmed');

    // The rows read again before the write: still the tapped status.
    rerender({ rows: [row(1, 'pending'), row(2, 'pending')] });
    expect(result.current[0].get(1)).toBe('confirmed');

    // The rows have it: forgotten, so another device's later change is not hidden.
    rerender({ rows: [row(1, 'confirmed'), row(2, 'pending')] });
    expect(result.current[0].size).toBe(0);
    rerender({ rows: [row(1, 'cancelled'), row(2, 'pending')] });
    expect(result.current[0].size).toBe(0);
  });

  it('forgets a refused tap, and one whose booking left the rows', () => {
    const { result, rerender } = renderHook(({ rows }) => useTappedStatuses(rows), {
      initialProps: { rows: [row(1, 'pending'), row(2, 'pending')] },
    });
    act(() => {
      result.current[1](1, 'confirmed');
      result.current[1](2, 'cancelled');
    });
    act(() => result.current[2](1));
    expect([...result.current[0].keys()]).toEqual([2]);
    rerender({ rows: [row(1, 'pending')] });
    expect(result.current[0].size).toBe(0);
  });
});
