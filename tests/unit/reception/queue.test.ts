import { describe, expect, it } from 'vitest';
import {
  counterNoShow,
  counterStep,
  LATE_AFTER_MS,
  matchesPatient,
  receptionQueue,
} from '../../../src/features/reception/lib/queue';
import { makeBooking } from '../bookings/fixtures';

const at = (hhmm: string) => `2026-03-10T${hhmm}:00.000Z`;
const now = Date.parse(at('10:00'));

describe('the reception queue', () => {
  it('puts the next patient first, then the others waiting, then the rest, each by time', () => {
    const queue = receptionQueue(
      [
        makeBooking(1, { scheduled_at: at('11:00'), status: 'confirmed' }),
        makeBooking(2, { scheduled_at: at('08:00'), status: 'sample_collected' }),
        makeBooking(3, { scheduled_at: at('09:30'), status: 'pending' }),
        makeBooking(4, { scheduled_at: at('10:15'), status: 'pending' }),
        makeBooking(5, { scheduled_at: at('08:30'), status: 'cancelled' }),
      ],
      now,
    );
    expect(queue.entries.map((e) => e.booking.id)).toEqual([4, 3, 1, 2, 5]);
    expect(queue.entries.map((e) => e.next)).toEqual([true, false, false, false, false]);
    expect(queue.entries.map((e) => e.late)).toEqual([false, true, false, false, false]);
    expect(queue).toMatchObject({ done: 1, waiting: 3 });
  });

  it('is late only past the grace time, and only while waiting', () => {
    const grace = new Date(now - LATE_AFTER_MS).toISOString();
    const queue = receptionQueue(
      [
        makeBooking(1, { scheduled_at: grace, status: 'pending' }),
        makeBooking(2, { scheduled_at: at('07:00'), status: 'completed' }),
      ],
      now,
    );
    expect(queue.entries.find((e) => e.booking.id === 1)?.late).toBe(false);
    expect(queue.entries.find((e) => e.booking.id === 2)?.late).toBe(false);
  });

  it('calls the first late patient next when everyone waiting is late', () => {
    const queue = receptionQueue(
      [
        makeBooking(1, { scheduled_at: at('09:00'), status: 'confirmed' }),
        makeBooking(2, { scheduled_at: at('08:00'), status: 'pending' }),
      ],
      now,
    );
    expect(queue.entries[0]).toMatchObject({ next: true, late: true });
    expect(queue.entries[0]?.booking.id).toBe(2);
  });

  it('has nothing to call when nobody waits', () => {
    const queue = receptionQueue([makeBooking(1, { status: 'completed' })], now);
    expect(queue.entries.some((e) => e.next)).toBe(false);
    expect(queue).toMatchObject({ done: 1, waiting: 0 });
    expect(receptionQueue([], now)).toEqual({ entries: [], done: 0, waiting: 0 });
  });

  it('keeps a booking with a status the app does not know, as neither waiting nor done', () => {
    const odd = { ...makeBooking(1), status: 'on_hold' as never };
    const queue = receptionQueue([odd], now);
    expect(queue.entries).toHaveLength(1);
    expect(queue).toMatchObject({ done: 0, waiting: 0 });
  });
});

describe('the counter steps', () => {
  it('moves a patient along the flow: arrived, then sample collected', () => {
    expect(counterStep('pending')).toBe('confirmed');
    expect(counterStep('confirmed')).toBe('sample_collected');
    expect(counterStep('sample_collected')).toBeNull();
    expect(counterStep('something_else')).toBeNull();
  });

  it('offers no-show only for a confirmed patient', () => {
    expect(counterNoShow('confirmed')).toBe('no_show');
    expect(counterNoShow('pending')).toBeNull();
    expect(counterNoShow('completed')).toBeNull();
  });
});

describe('finding a patient', () => {
  const booking = makeBooking(4711, {
    client: { first_name: 'Jürgen', last_name: 'Müller', phone: '+49 170 5551234' },
  });

  it('matches the name in any case and without accents, word by word', () => {
    expect(matchesPatient(booking, 'muller')).toBe(true);
    expect(matchesPatient(booking, 'JÜRG mül')).toBe(true);
    expect(matchesPatient(booking, 'schmidt')).toBe(false);
  });

  it('matches the phone with or without spaces, and the booking number with or without #', () => {
    expect(matchesPatient(booking, '5551234')).toBe(true);
    expect(matchesPatient(booking, '1705551234')).toBe(true);
    expect(matchesPatient(booking, '#4711')).toBe(true);
    expect(matchesPatient(booking, '4712')).toBe(false);
  });

  it('takes a number with # as the whole booking number, not a piece of the phone', () => {
    expect(matchesPatient(booking, '#1234')).toBe(false);
    expect(matchesPatient(booking, '#471')).toBe(false);
    expect(matchesPatient(booking, 'müller #4711')).toBe(true);
    expect(matchesPatient(booking, '#')).toBe(true);
  });

  it('matches everyone on an empty search', () => {
    expect(matchesPatient(booking, '  ')).toBe(true);
  });
});
