import type { Booking } from '../db/types';

/** A booking with its time as epoch ms. */
export interface TimedBooking {
  booking: Booking;
  at: number;
}

const byTime = (a: TimedBooking, b: TimedBooking) =>
  a.at - b.at || String(a.booking.id).localeCompare(String(b.booking.id));

/**
 * Bookings in time order (then by id), each with its time. Each time is parsed once: a sort
 * compares each booking about log2(n) times, and parsing in the comparison made a day's queue of
 * 170 six times as slow.
 */
export function timedInOrder(bookings: readonly Booking[]): TimedBooking[] {
  return bookings
    .map((booking) => ({ booking, at: Date.parse(booking.scheduled_at) }))
    .sort(byTime);
}

/** Bookings in time order (then by id). */
export function inTimeOrder(bookings: readonly Booking[]): Booking[] {
  return timedInOrder(bookings).map((t) => t.booking);
}
