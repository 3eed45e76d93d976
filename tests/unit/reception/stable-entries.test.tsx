import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableEntries } from '../../../src/features/reception/hooks/use-stable-entries';
import { receptionQueue } from '../../../src/features/reception/lib/queue';
import { makeBooking } from '../bookings/fixtures';

const at = (hm: string) => `2026-11-26T${hm}:00.000Z`;
const NOW = Date.parse(at('07:00'));

/** Every read of the mirror makes new objects: the same bookings, copied. */
const read = (status: 'pending' | 'confirmed' = 'pending') => [
  makeBooking(1, { scheduled_at: at('09:00'), status }),
  makeBooking(2, { scheduled_at: at('10:00'), status: 'pending' }),
  makeBooking(3, { scheduled_at: at('11:00'), status: 'confirmed' }),
];

describe("the counter screen's entries", () => {
  it('stay the same objects across reads while their bookings and marks are unchanged', () => {
    const { result, rerender } = renderHook(
      ({ today }) => useStableEntries(receptionQueue(today, NOW).entries),
      {
        initialProps: { today: read() },
      },
    );
    const first = result.current ?? [];
    rerender({ today: read() });
    const second = result.current ?? [];
    expect(second).toHaveLength(3);
    second.forEach((entry, i) => expect(entry).toBe(first[i]));

    // One booking moves on: its entry is new, the others are kept.
    rerender({ today: read('confirmed') });
    const third = result.current ?? [];
    const byId = (list: typeof first, id: number) => list.find((e) => e.booking.id === id);
    expect(byId(third, 1)).not.toBe(byId(first, 1));
    expect(byId(third, 1)?.booking.status).toBe('confirmed');
    expect(byId(third, 3)).toBe(byId(first, 3));
  });
});
