import type { Booking, BookingStatus } from '../../../src/db/types';

/** A booking as the reference API sends it, with the fields a test cares about overridden. */
export function makeBooking(
  id: number,
  patch: Partial<Omit<Booking, 'client'>> & { client?: Partial<Booking['client']> } = {},
): Booking {
  const { client, ...rest } = patch;
  return {
    id,
    status: 'pending' as BookingStatus,
    client: {
      id: 1,
      first_name: 'Anna',
      last_name: 'Schmidt',
      email: 'anna@example.com',
      phone: '+49 170 1',
      ...client,
    },
    tests: [{ id: 1, name: 'Blood count', price: 20 }],
    scheduled_at: '2026-03-10T09:00:00.000Z',
    address: 'Hauptstraße 1, 10115 Berlin',
    price: 20,
    notes: '',
    history: [{ status: 'pending', at: '2026-03-01T09:00:00.000Z' }],
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...rest,
  };
}
