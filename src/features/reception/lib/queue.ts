import type { Booking, BookingStatus } from '../../../db/types';
import { clientName } from '../../../lib/booking-format';
import { timedInOrder, type TimedBooking } from '../../../lib/booking-time';
import { fold } from '../../../lib/text';

/** A patient counts as late this long after their booked time while still waiting. */
export const LATE_AFTER_MS = 10 * 60 * 1000;

/** Statuses of a patient still to be seen at the counter today. */
const WAITING: ReadonlySet<string> = new Set<BookingStatus>(['pending', 'confirmed']);
/** Statuses of a patient whose sample is taken (the counter's work is done). */
const DONE: ReadonlySet<string> = new Set<BookingStatus>([
  'sample_collected',
  'report_ready',
  'completed',
]);

export interface QueueEntry {
  booking: Booking;
  /** The patient to call next: the first waiting one who is not late (or the first waiting). */
  next: boolean;
  /** Still waiting, and past the booked time by more than LATE_AFTER_MS. */
  late: boolean;
  waiting: boolean;
}

export interface ReceptionQueue {
  /** The next patient first, then the others still waiting, then the rest, each in time order. */
  entries: QueueEntry[];
  done: number;
  waiting: number;
}

/** Today's bookings as the counter works through them. `now` is epoch ms. */
export function receptionQueue(today: readonly Booking[], now: number): ReceptionQueue {
  const sorted = timedInOrder(today);
  const isLate = (t: TimedBooking) => t.at + LATE_AFTER_MS < now;
  const waiting = sorted.filter((t) => WAITING.has(t.booking.status));
  const next = waiting.find((t) => !isLate(t)) ?? waiting[0];
  const entry = (t: TimedBooking): QueueEntry => {
    const isWaiting = WAITING.has(t.booking.status);
    return {
      booking: t.booking,
      next: t === next,
      late: isWaiting && isLate(t),
      waiting: isWaiting,
    };
  };
  const rest = sorted.filter((t) => !WAITING.has(t.booking.status));
  return {
    entries: [
      ...(next ? [entry(next)] : []),
      ...waiting.filter((t) => t !== next).map(entry),
      ...rest.map(entry),
    ],
    done: rest.filter((t) => DONE.has(t.booking.status)).length,
    waiting: waiting.length,
  };
}

/**
 * The one large step the counter takes for a booking, as the status flow allows: a booked patient
 * who arrives is confirmed, a confirmed one has their sample collected. Null when the counter has
 * nothing more to do (and for a status the app does not know).
 */
export function counterStep(status: string): BookingStatus | null {
  if (status === 'pending') return 'confirmed';
  if (status === 'confirmed') return 'sample_collected';
  return null;
}

/** The other step a waiting patient may need: a confirmed patient who never came. */
export function counterNoShow(status: string): BookingStatus | null {
  return status === 'confirmed' ? 'no_show' : null;
}

/**
 * Whether a booking matches what is typed in the counter's search: every word in the client's
 * name, phone or e-mail, or the booking number. A word with '#' is the booking number alone and
 * whole ('#3' is booking 3, not every phone with a 3 in it). Phone numbers match with or without
 * spaces.
 */
export function matchesPatient(booking: Booking, query: string): boolean {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const phone = booking.client.phone ?? '';
  const text = fold(
    [
      String(booking.id),
      clientName(booking),
      phone,
      phone.replace(/\s+/g, ''),
      booking.client.email ?? '',
    ].join(' '),
  );
  return words.every((word) => {
    if (!word.startsWith('#')) return text.includes(word);
    const number = word.replace(/^#+/, '');
    return number === '' || number === fold(String(booking.id));
  });
}
