import type { Booking } from '../../../db/types';
import { fold } from '../../../lib/text';
import { clientName } from '../../../lib/booking-format';

export interface BookingFilters {
  /** One status (one this app does not know too), or every status. */
  status: string;
  /** First day included, `YYYY-MM-DD` in local time; empty for no lower bound. */
  from: string;
  /** Last day included, `YYYY-MM-DD` in local time; empty for no upper bound. */
  to: string;
  /** Words that must all appear in the client, tests or notes (any case, any accents). */
  text: string;
}

export const NO_FILTERS: BookingFilters = { status: 'all', from: '', to: '', text: '' };

/** Local midnight of a `YYYY-MM-DD` day, or undefined for an empty or malformed value. */
function dayStart(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

/** The text a booking is found by: id, client, contact, tests and notes. */
export function searchableText(booking: Booking): string {
  return fold(
    [
      String(booking.id),
      clientName(booking),
      booking.client.email ?? '',
      booking.client.phone ?? '',
      ...booking.tests.map((t) => t.name),
      booking.notes ?? '',
    ].join(' '),
  );
}

export function hasFilters(filters: BookingFilters): boolean {
  return (
    filters.status !== 'all' ||
    filters.from !== '' ||
    filters.to !== '' ||
    filters.text.trim() !== ''
  );
}

/** Builds a predicate once (dates parsed, words folded) so 10,000 rows filter quickly. */
export function bookingMatcher(filters: BookingFilters): (booking: Booking) => boolean {
  const from = dayStart(filters.from);
  const toStart = dayStart(filters.to);
  const to = toStart === undefined ? undefined : toStart + 24 * 60 * 60 * 1000;
  const words = fold(filters.text).split(/\s+/).filter(Boolean);
  return (booking) => {
    if (filters.status !== 'all' && booking.status !== filters.status) return false;
    if (from !== undefined || to !== undefined) {
      const at = Date.parse(booking.scheduled_at);
      if (from !== undefined && at < from) return false;
      if (to !== undefined && at >= to) return false;
    }
    if (words.length === 0) return true;
    const text = searchableText(booking);
    return words.every((w) => text.includes(w));
  };
}

export function filterBookings(bookings: readonly Booking[], filters: BookingFilters): Booking[] {
  if (!hasFilters(filters)) return [...bookings];
  return bookings.filter(bookingMatcher(filters));
}
