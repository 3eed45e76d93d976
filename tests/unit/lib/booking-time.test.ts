import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../src/db/types';
import { inTimeOrder, timedInOrder } from '../../../src/lib/booking-time';

const booking = (id: Booking['id'], scheduled_at: string) => ({ id, scheduled_at }) as Booking;

describe('bookings in time order', () => {
  it('orders by the instant, whatever the offset, then by id', () => {
    const list = [
      booking(3, '2026-11-27T10:00:00+01:00'), // 09:00Z
      booking(2, '2026-11-27T08:30:00Z'),
      booking(5, '2026-11-27T09:00:00Z'),
      booking(4, '2026-11-27T09:00:00Z'),
    ];
    expect(inTimeOrder(list).map((b) => b.id)).toEqual([2, 3, 4, 5]);
    expect(timedInOrder(list)[0]).toEqual({
      booking: list[1],
      at: Date.parse('2026-11-27T08:30:00Z'),
    });
  });

  it('leaves the list it was given as it was', () => {
    const list = [booking(2, '2026-11-27T10:00:00Z'), booking(1, '2026-11-27T09:00:00Z')];
    inTimeOrder(list);
    expect(list.map((b) => b.id)).toEqual([2, 1]);
  });
});
