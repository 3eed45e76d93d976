import { describe, expect, it } from 'vitest';
import { filterBookings, NO_FILTERS } from '../../../src/features/bookings/lib/filters';
import { makeBooking } from './fixtures';

const local = (y: number, m: number, d: number, h = 10) => new Date(y, m - 1, d, h).toISOString();

const bookings = [
  makeBooking(1, { status: 'pending', scheduled_at: local(2026, 3, 9) }),
  makeBooking(2, {
    status: 'confirmed',
    scheduled_at: local(2026, 3, 10, 0),
    client: { first_name: 'Jürgen', last_name: 'Müller' },
    tests: [{ id: 2, name: 'Vitamin D', price: 30 }],
  }),
  makeBooking(3, {
    status: 'confirmed',
    scheduled_at: local(2026, 3, 10, 23),
    notes: 'Fasting since 8 pm',
  }),
  makeBooking(4, { status: 'cancelled', scheduled_at: local(2026, 3, 11) }),
];

const ids = (list: { id: unknown }[]) => list.map((b) => b.id);

describe('booking filters', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterBookings(bookings, NO_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('filters to one status', () => {
    expect(ids(filterBookings(bookings, { ...NO_FILTERS, status: 'confirmed' }))).toEqual([2, 3]);
  });

  it('includes both ends of the date range, whole local days', () => {
    const range = { ...NO_FILTERS, from: '2026-03-10', to: '2026-03-10' };
    expect(ids(filterBookings(bookings, range))).toEqual([2, 3]);
    expect(ids(filterBookings(bookings, { ...NO_FILTERS, from: '2026-03-11' }))).toEqual([4]);
    expect(ids(filterBookings(bookings, { ...NO_FILTERS, to: '2026-03-09' }))).toEqual([1]);
  });

  it('finds text in client, tests and notes, ignoring case and accents', () => {
    expect(ids(filterBookings(bookings, { ...NO_FILTERS, text: 'muller' }))).toEqual([2]);
    expect(ids(filterBookings(bookings, { ...NO_FILTERS, text: 'JÜRGEN vitamin' }))).toEqual([2]);
    expect(ids(filterBookings(bookings, { ...NO_FILTERS, text: 'fasting' }))).toEqual([3]);
    expect(ids(filterBookings(bookings, { ...NO_FILTERS, text: 'nobody' }))).toEqual([]);
  });

  it('combines filters', () => {
    const f = { status: 'confirmed' as const, from: '2026-03-10', to: '', text: 'blood' };
    expect(ids(filterBookings(bookings, f))).toEqual([3]);
  });

  it('filters 10,000 bookings quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeBooking(i, { status: i % 2 ? 'pending' : 'confirmed', notes: `note ${i}` }),
    );
    const started = performance.now();
    const out = filterBookings(many, { ...NO_FILTERS, status: 'pending', text: 'note 99' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(out.length).toBeGreaterThan(0);
  });
});
