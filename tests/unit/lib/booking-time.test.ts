import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../src/db/types';
import { inTimeOrder, localDayOf, timedInOrder } from '../../../src/lib/booking-time';

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

describe('the local day of a time', () => {
  /** Runs `check` with the process in time zone `zone` (Node reads TZ again when it is set). */
  function inZone(zone: string, check: () => void) {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      check();
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  }

  it('runs from local midnight to the next one', () => {
    inZone('America/New_York', () => {
      const at = Date.parse('2026-11-27T03:30:00Z'); // 22:30 on the 26th in New York
      const day = localDayOf(at);
      expect(new Date(day.start).toISOString()).toBe('2026-11-26T05:00:00.000Z');
      expect(new Date(day.end).toISOString()).toBe('2026-11-27T05:00:00.000Z');
      expect(localDayOf(day.start)).toEqual(day);
      expect(localDayOf(day.end - 1)).toEqual(day);
      expect(localDayOf(day.end).start).toBe(day.end);
    });
  });

  it('is 23 or 25 hours long on the days the clocks change', () => {
    inZone('Europe/Berlin', () => {
      const hours = (iso: string) => {
        const day = localDayOf(Date.parse(iso));
        return (day.end - day.start) / 3_600_000;
      };
      expect(hours('2026-03-29T12:00:00Z')).toBe(23);
      expect(hours('2026-10-25T12:00:00Z')).toBe(25);
      expect(hours('2026-11-27T12:00:00Z')).toBe(24);
    });
  });
});
