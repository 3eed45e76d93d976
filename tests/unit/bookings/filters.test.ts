import { describe, expect, it } from 'vitest';
import {
  countFilters,
  dayKey,
  defaultFilters,
  filterBookings,
  isDefaultFilters,
  NO_FILTERS,
} from '../../../src/features/bookings/lib/filters';
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

  it('opens on today and after: every status, no last day, no text', () => {
    expect(defaultFilters('2026-03-10')).toEqual({ ...NO_FILTERS, from: '2026-03-10' });
    expect(ids(filterBookings(bookings, defaultFilters('2026-03-10')))).toEqual([2, 3, 4]);
    expect(isDefaultFilters(defaultFilters('2026-03-10'), '2026-03-10')).toBe(true);
    expect(isDefaultFilters({ ...defaultFilters('2026-03-10'), text: ' ' }, '2026-03-10')).toBe(
      true,
    );
    expect(isDefaultFilters(NO_FILTERS, '2026-03-10')).toBe(false);
    expect(isDefaultFilters(defaultFilters('2026-03-09'), '2026-03-10')).toBe(false);
  });

  it('names a day in local time', () => {
    expect(dayKey(new Date(2026, 2, 9, 23, 59))).toBe('2026-03-09');
    expect(dayKey(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('counts the status and day filters that narrow the list', () => {
    expect(countFilters(NO_FILTERS)).toBe(0);
    expect(countFilters(defaultFilters('2026-03-10'))).toBe(1);
    expect(countFilters({ status: 'pending', from: '', to: '2026-03-12', text: 'anna' })).toBe(2);
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

  it('filters 10,000 bookings', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeBooking(i, { status: i % 2 ? 'pending' : 'confirmed', notes: `note ${i}` }),
    );
    const out = filterBookings(many, { ...NO_FILTERS, status: 'pending', text: 'note 99' });
    const ids = out.map((b) => b.id);
    expect(out.every((b) => b.status === 'pending')).toBe(true);
    expect(ids).toEqual(expect.arrayContaining([99, 991, 9999]));
    expect(ids).not.toContain(990);
    expect(ids).not.toContain(97);
  });
});
