import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAllBookings } from '../../../src/db/booking-packs';
import { compactStep } from '../../../src/sync/compact-packs';
import { db } from '../../../src/db/db';
import type { AppNotification, Booking, BookingStatus, Offer } from '../../../src/db/types';
import { deleteNotification } from '../../../src/features/notifications/api/delete-notification';
import { markNotificationRead } from '../../../src/features/notifications/api/mark-notification-read';
import {
  createOffer,
  deleteOffer,
  updateOffer,
} from '../../../src/features/offers/api/offer-actions';
import { pullChanges } from '../../../src/sync/feed';
import { replay } from '../../../src/sync/replay';
import { setBookingStatus } from '../../../src/sync/set-booking-status';
import { call, signIn, startServer, type TestServer } from '../../server/helpers';
import { resetDb, VENDOR } from './fake-server';

/**
 * Convergence, randomised: interleaved creates, updates and deletes made on the server (another
 * device, through the API) and on this device (its actions, online or offline), in any order;
 * once the device is online and has sent what it could (discarding what the server refused, as
 * a person would), its mirror equals the server's lists, every time.
 */

let server: TestServer;
let token = '';
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startServer();
  token = await signIn(server.base);
  // The app asks `/api/...` of its own origin: here, the test server.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    return realFetch(url.startsWith('/') ? `${server.origin}${url}` : url, init);
  });
}, 30_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

type Op =
  | { who: 'server'; kind: 'createOffer'; title: string }
  | { who: 'server'; kind: 'updateOffer' | 'deleteOffer'; pick: number; title: string }
  | { who: 'server'; kind: 'bookingStatus'; pick: number; status: BookingStatus }
  | { who: 'server'; kind: 'notify' | 'readNotification' | 'deleteNotification'; pick: number }
  | { who: 'device'; kind: 'createOffer'; title: string }
  | { who: 'device'; kind: 'updateOffer' | 'deleteOffer'; pick: number; title: string }
  | { who: 'device'; kind: 'bookingStatus'; pick: number; status: BookingStatus }
  | { who: 'device'; kind: 'readNotification' | 'deleteNotification'; pick: number }
  | { who: 'device'; kind: 'sync' }
  | { who: 'device'; kind: 'online' | 'offline' };

const STATUSES: BookingStatus[] = ['confirmed', 'sample_collected', 'cancelled', 'completed'];
const title = fc.string({ minLength: 1, maxLength: 12 }).map((s) => `T ${s.trim() || 'x'}`);
const pick = fc.nat(1000);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    who: fc.constant('server' as const),
    kind: fc.constant('createOffer' as const),
    title,
  }),
  fc.record({
    who: fc.constantFrom('server' as const, 'device' as const),
    kind: fc.constantFrom('updateOffer' as const, 'deleteOffer' as const),
    pick,
    title,
  }),
  fc.record({
    who: fc.constantFrom('server' as const, 'device' as const),
    kind: fc.constant('bookingStatus' as const),
    pick,
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({
    who: fc.constant('server' as const),
    kind: fc.constantFrom(
      'notify' as const,
      'readNotification' as const,
      'deleteNotification' as const,
    ),
    pick,
  }),
  fc.record({
    who: fc.constant('device' as const),
    kind: fc.constantFrom('readNotification' as const, 'deleteNotification' as const),
    pick,
  }),
  fc.record({
    who: fc.constant('device' as const),
    kind: fc.constant('createOffer' as const),
    title,
  }),
  fc.record({
    who: fc.constant('device' as const),
    kind: fc.constantFrom('sync' as const, 'online' as const, 'offline' as const),
  }),
);

const api = <T>(method: string, path: string, json?: unknown) =>
  call<T>(server.base, method, path, { token, ...(json !== undefined ? { json } : {}) });

function offerBody(text: string) {
  return {
    title: text,
    description: '',
    tests: ['CBC'],
    price: 20,
    discounted_price: null,
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
  };
}

const byId = <T extends { id: unknown }>(list: T[]) =>
  [...list].sort((a, b) => Number(a.id) - Number(b.id));

const nth = <T>(list: T[], n: number): T | undefined =>
  list.length ? list[n % list.length] : undefined;

async function serverLists() {
  const [bookings, offers, notifications] = await Promise.all([
    api<Booking[]>('GET', '/bookings'),
    api<Offer[]>('GET', '/offers/'),
    api<{ notifications: AppNotification[] }>('GET', '/notifications/'),
  ]);
  return {
    bookings: bookings.body.data,
    offers: offers.body.data,
    notifications: notifications.body.data.notifications,
  };
}

async function runServerOp(o: Extract<Op, { who: 'server' }>): Promise<void> {
  const lists = await serverLists();
  switch (o.kind) {
    case 'createOffer':
      await api('POST', '/offers/', offerBody(o.title));
      return;
    case 'updateOffer': {
      const offer = nth(lists.offers, o.pick);
      if (offer) await api('PUT', `/services/${offer.id}/`, offerBody(o.title));
      return;
    }
    case 'deleteOffer': {
      const offer = nth(lists.offers, o.pick);
      if (offer) await api('DELETE', `/offers/${offer.id}/`);
      return;
    }
    case 'bookingStatus': {
      const booking = nth(lists.bookings, o.pick);
      if (booking) await api('PATCH', `/bookings/${booking.id}/`, { status: o.status });
      return;
    }
    case 'notify':
      await api('POST', '/notifications/test/', {});
      return;
    case 'readNotification': {
      const n = nth(lists.notifications, o.pick);
      if (n) await api('PATCH', `/notifications/${n.id}/mark-as-read/`);
      return;
    }
    case 'deleteNotification': {
      const n = nth(lists.notifications, o.pick);
      if (n) await api('DELETE', `/notifications/${n.id}/delete/`);
      return;
    }
  }
}

async function runDeviceOp(o: Extract<Op, { who: 'device' }>, online: boolean): Promise<boolean> {
  switch (o.kind) {
    case 'online':
      return true;
    case 'offline':
      return false;
    case 'sync':
      if (online) {
        await replay();
        await pullChanges();
        // As the app does after a pull (pull.ts): bookings it finished go to their packs.
        await compactStep();
      }
      return online;
    case 'createOffer':
      await createOffer(offerBody(o.title));
      return online;
    case 'updateOffer':
    case 'deleteOffer': {
      const offer = nth(await db.offers.orderBy('id').toArray(), o.pick);
      if (!offer) return online;
      if (o.kind === 'updateOffer') await updateOffer(offer.id, offerBody(o.title));
      else await deleteOffer(offer.id);
      return online;
    }
    case 'bookingStatus': {
      const booking = nth(byId(await readAllBookings()), o.pick);
      // A step the status flow does not allow is refused before it is queued, as in the app.
      if (booking) await setBookingStatus(booking, o.status).catch(() => undefined);
      return online;
    }
    case 'readNotification':
    case 'deleteNotification': {
      const n = nth(await db.notifications.orderBy('id').toArray(), o.pick);
      if (!n) return online;
      if (o.kind === 'readNotification') await markNotificationRead(n);
      else await deleteNotification(n.id);
      return online;
    }
  }
}

describe('the mirror after any interleaving of changes here and elsewhere', () => {
  it('equals the server once the device is back online and has sent what it could', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        await resetDb({ ...VENDOR, token, user: { ...VENDOR.user, id: 1 } });
        const session = await db.session.get('current');
        const me = (await api<{ id: number }[]>('GET', '/labs')).body.data;
        if (session && Array.isArray(me) && me[0]) {
          await db.session.put({ ...session, vendor: { ...session.vendor!, id: me[0].id } });
        }
        await pullChanges();
        // The seed's past, final bookings are packed: the mirror is both places from the start.
        expect(await db.bookingPacks.count()).toBeGreaterThan(0);
        let online = true;
        for (const o of ops) {
          if (o.who === 'server') await runServerOp(o);
          else online = await runDeviceOp(o, online);
        }
        // Back online: send, discard what the server refused (rolled back already), pull.
        // A refused row holds back the later rows of its record: discard, send again, until
        // nothing is left (a row behind it may be refused in turn).
        for (let round = 0; round < 10 && (await db.outbox.count()) > 0; round += 1) {
          await replay();
          await db.outbox.where('status').equals('failed').delete();
        }
        await pullChanges();
        const server = await serverLists();
        expect(await db.outbox.count()).toBe(0);
        // Past, final bookings are read from their day's pack (src/db/booking-packs.ts).
        expect(byId(await readAllBookings())).toEqual(byId(server.bookings));
        expect(byId(await db.offers.toArray())).toEqual(byId(server.offers));
        expect(byId(await db.notifications.toArray())).toEqual(byId(server.notifications));
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
