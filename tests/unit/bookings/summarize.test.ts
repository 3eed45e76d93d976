import { describe, expect, it } from 'vitest';
import { summarize } from '../../../src/features/dashboard/lib/summarize';
import { makeBooking } from './fixtures';

const now = new Date(2026, 2, 10, 12, 0);
const at = (d: number, h: number) => new Date(2026, 2, d, h).toISOString();

describe('dashboard summary from the bookings mirror', () => {
  const bookings = [
    makeBooking(1, { status: 'completed', scheduled_at: at(10, 8) }),
    makeBooking(2, { status: 'pending', scheduled_at: at(10, 15) }),
    makeBooking(3, { status: 'confirmed', scheduled_at: at(11, 9) }),
    makeBooking(4, { status: 'pending', scheduled_at: at(9, 9) }),
    makeBooking(5, { status: 'cancelled', scheduled_at: at(10, 23) }),
  ];
  const s = summarize(bookings, now);

  it("lists today's bookings in time order", () => {
    expect(s.today.map((b) => b.id)).toEqual([1, 2, 5]);
  });

  it('counts every status, zero included', () => {
    expect(s.counts).toEqual({
      pending: 2,
      confirmed: 1,
      sample_collected: 0,
      report_ready: 0,
      completed: 1,
      cancelled: 1,
      no_show: 0,
    });
    expect(s.total).toBe(5);
  });

  it('lists the next pending or confirmed bookings from now on', () => {
    expect(s.next.map((b) => b.id)).toEqual([2, 3]);
  });

  it('lists every pending booking as awaiting the lab', () => {
    expect(s.awaiting.map((b) => b.id)).toEqual([4, 2]);
  });
});
