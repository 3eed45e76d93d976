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

/** A day as `YYYY-MM-DD` in local time, the filters' form. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * What the bookings open on (issue 17): today and everything after it, every status. Older
 * bookings are one filter away: an empty `from`.
 */
export function defaultFilters(today: string): BookingFilters {
  return { ...NO_FILTERS, from: today };
}

export function isDefaultFilters(filters: BookingFilters, today: string): boolean {
  const fallback = defaultFilters(today);
  return (
    filters.status === fallback.status &&
    filters.from === fallback.from &&
    filters.to === fallback.to &&
    filters.text.trim() === ''
  );
}

/** How many of the status and date filters narrow the list (the text has a field of its own). */
export function countFilters(filters: BookingFilters): number {
  return [filters.status !== 'all', filters.from !== '', filters.to !== ''].filter(Boolean).length;
}

/**
 * Local midnight of a `YYYY-MM-DD` day, `days` later, or undefined for an empty or malformed
 * value. Through the calendar, not by adding hours: a day of a clock change has 23 or 25.
 */
function dayStart(day: string, days = 0): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days).getTime();
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

/**
 * The filters' time span as instants: from the first day's local midnight up to (not including)
 * the midnight after the last day; undefined for an open end.
 */
export function filterSpan(filters: BookingFilters): { from?: number; to?: number } {
  return { from: dayStart(filters.from), to: dayStart(filters.to, 1) };
}

/** Builds a predicate once (dates parsed, words folded) so 10,000 rows filter quickly. */
export function bookingMatcher(filters: BookingFilters): (booking: Booking) => boolean {
  const { from, to } = filterSpan(filters);
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
