import { db } from '../../../src/db/db';
import type { Booking, BookingStatus, Id, Offer } from '../../../src/db/types';
import { ACTIONS } from '../../../src/sync/actions';
import { enqueue, tempId } from '../../../src/sync/outbox';

/**
 * Small stand-ins for the features' actions, written on enqueue: the one path the features'
 * helpers (sync/optimistic) take too.
 */
export function booking(id: number, status: BookingStatus = 'pending'): Booking {
  return {
    id,
    status,
    client: { id: 1, first_name: 'Ann' },
    tests: [],
    scheduled_at: '2026-01-02T09:00:00Z',
    address: 'Main St 1',
    price: 10,
    history: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

export function offer(id: Id, title = 'Offer'): Offer {
  return { id, title, price: 10, valid_from: '2026-01-01', valid_to: '2026-02-01', tests: [] };
}

export function setBookingStatus(id: number, status: BookingStatus) {
  return enqueue({
    action: ACTIONS.setBookingStatus,
    table: 'bookings',
    recordId: id,
    method: 'PATCH',
    path: `/bookings/${id}/`,
    body: { kind: 'json', value: { status } },
    label: { key: 'x' },
    onSuccess: { op: 'put', table: 'bookings' },
    optimistic: async () => {
      const before = await db.bookings.get(id);
      if (!before) return null;
      await db.bookings.put({ ...before, status });
      return { table: 'bookings', put: [before], remove: [] };
    },
  });
}

/** A client created offline: its temporary id. */
export async function createClient(first_name: string, email = ''): Promise<string> {
  const id = tempId();
  await enqueue({
    action: ACTIONS.createClient,
    table: 'clients',
    recordId: id,
    method: 'POST',
    path: '/users/',
    body: { kind: 'json', value: { first_name } },
    label: { key: 'x' },
    onSuccess: { op: 'put', table: 'clients' },
    optimistic: async () => {
      await db.clients.add({ id, first_name, email, addresses: [] });
      return { table: 'clients', put: [], remove: [id] };
    },
  });
  return id;
}

/** An address created offline, its body as given (it may name a client's temporary id). */
export function createAddress(body: Record<string, unknown>) {
  return enqueue({
    action: ACTIONS.createAddress,
    table: 'clients',
    recordId: tempId(),
    method: 'POST',
    path: '/address/',
    body: { kind: 'json', value: body },
    label: { key: 'x' },
    onSuccess: { op: 'none' },
    optimistic: () => Promise.resolve(null),
  });
}

export async function createOffer(title: string): Promise<string> {
  const id = tempId();
  await enqueue({
    action: ACTIONS.createOffer,
    table: 'offers',
    recordId: id,
    method: 'POST',
    path: '/offers/',
    body: { kind: 'json', value: { title } },
    label: { key: 'x' },
    onSuccess: { op: 'put', table: 'offers' },
    optimistic: async () => {
      await db.offers.add(offer(id, title));
      return { table: 'offers', put: [], remove: [id] };
    },
  });
  return id;
}

export function updateOffer(id: Id, title: string) {
  return enqueue({
    action: ACTIONS.updateOffer,
    table: 'offers',
    recordId: id,
    method: 'PUT',
    path: `/services/${id}/`,
    body: { kind: 'json', value: { id, title } },
    label: { key: 'x' },
    onSuccess: { op: 'put', table: 'offers' },
    optimistic: async () => {
      const before = await db.offers.get(id);
      if (!before) return null;
      await db.offers.put({ ...before, title });
      return { table: 'offers', put: [before], remove: [] };
    },
  });
}

export function deleteOffer(id: Id) {
  return enqueue({
    action: ACTIONS.deleteOffer,
    table: 'offers',
    recordId: id,
    method: 'DELETE',
    path: `/offers/${id}/`,
    label: { key: 'x' },
    onSuccess: { op: 'none' },
    optimistic: async () => {
      const before = await db.offers.get(id);
      await db.offers.delete(id);
      return before ? { table: 'offers', put: [before], remove: [] } : null;
    },
  });
}
