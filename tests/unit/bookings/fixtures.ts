import { db } from '../../../src/db/db';
import { FEED_CURSOR_KEY } from '../../../src/sync/feed';
import { FEED_RESYNC_KEY } from '../../../src/sync/pull-state';
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

/**
 * The mirror as after a pull that landed (a cursor kept), or while a first pull still fills it: the
 * bookings screen follows the whole mirror only once it has landed.
 */
export async function markMirror(state: 'landed' | 'filling'): Promise<void> {
  await db.meta.bulkPut([
    { key: FEED_CURSOR_KEY, value: 'cursor-1' },
    { key: FEED_RESYNC_KEY, value: state === 'filling' },
  ]);
}
