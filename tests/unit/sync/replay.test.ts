import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type OutboxRow } from '../../../src/db/db';
import { ApiError } from '../../../src/lib/errors';
import { ACTIONS, refusalMessage } from '../../../src/sync/actions';
import { queueUpdate } from '../../../src/sync/optimistic';
import { replay } from '../../../src/sync/replay';
import { booking, createOffer, deleteOffer, offer, setBookingStatus, updateOffer } from './changes';
import { fakeServer, json, resetDb, VENDOR } from './fake-server';

beforeEach(async () => {
  await resetDb();
  await db.bookings.bulkPut([booking(1), booking(2), booking(3)]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function patchedBooking(path: string, body: unknown) {
  const id = Number(/\/bookings\/(\d+)\//.exec(path)?.[1]);
  const status = (body as { status: 'confirmed' }).status;
  return json(200, { data: { ...booking(id, status), updated_at: 'server' } });
}

describe('replay', () => {
  it('sends rows oldest first with their own Idempotency-Key and the token, then applies and deletes them', async () => {
    const { sent } = fakeServer((req) => patchedBooking(req.path, req.body));
    await setBookingStatus(2, 'confirmed');
    await setBookingStatus(1, 'cancelled');
    await setBookingStatus(3, 'confirmed');
    const keys = (await db.outbox.toArray()).map((r) => r.idempotencyKey);

    const result = await replay();

    expect(result).toMatchObject({ sent: 3, failed: 0, stop: 'done' });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PATCH /bookings/2/',
      'PATCH /bookings/1/',
      'PATCH /bookings/3/',
    ]);
    expect(sent.map((r) => r.key)).toEqual(keys);
    expect(new Set(keys).size).toBe(3);
    expect(sent.every((r) => r.token === 'Token tok-1')).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookings.get(1)).toMatchObject({ status: 'cancelled', updated_at: 'server' });
  });

  it('swaps a temporary id for the server id and rewrites later rows that name it', async () => {
    const { sent } = fakeServer((req) => {
      if (req.method === 'POST') return json(201, { data: offer(55, 'Created') });
      if (req.method === 'PUT') return json(200, { data: offer(55, 'Renamed') });
      return json(200, { message: 'ok' });
    });
    const temp = await createOffer('Created');
    await db.offers.put(offer(9, 'Other'));
    await updateOffer(9, 'Other 2'); // a row of another record in between
    const first = await db.outbox.toCollection().first();
    if (!first) throw new Error('the create was not queued');
    const res = await db.outbox.add({
      ...first,
      seq: undefined,
      action: 'deleteOffer',
      method: 'DELETE',
      path: `/offers/${temp}/`,
      body: { kind: 'json', value: { ids: [temp] } },
    });
    expect(res).toBeGreaterThan(0);

    await replay();

    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /offers/',
      'PUT /services/9/',
      'DELETE /offers/55/',
    ]);
    expect(sent[2]?.body).toEqual({ ids: [55] });
    expect(await db.idMap.get(temp)).toEqual({ tempId: temp, serverId: 55 });
    expect(await db.offers.get(temp)).toBeUndefined();
  });

  it('keeps later queued edits of a created record when its id is swapped', async () => {
    fakeServer((req) => {
      if (req.method === 'POST') return json(201, { data: offer(56, 'First') });
      return new Response(null, { status: 503 });
    });
    const temp = await createOffer('First');
    // A create that was tried once already is never merged into: the update gets its own row.
    await db.outbox.toCollection().modify({ attempts: 1 });
    await updateOffer(temp, 'Second');

    const result = await replay();

    expect(result.stop).toBe('backoff');
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recordId: 56, path: '/services/56/' });
    expect(rows[0]?.body).toEqual({ kind: 'json', value: { id: 56, title: 'Second' } });
    expect(await db.offers.get(56)).toMatchObject({ title: 'Second' });
  });

  it('sends an edit queued after the swap by a screen still holding the temporary id under the server id', async () => {
    const { sent } = fakeServer((req) => {
      if (req.method === 'POST') return json(201, { data: offer(57, 'First') });
      return json(200, { data: offer(57, 'Second') });
    });
    const temp = await createOffer('First');
    await replay();
    // A dialog opened on the new offer before its id was swapped saves now.
    await queueUpdate('offers', temp, {
      action: ACTIONS.updateOffer,
      method: 'PUT',
      path: `/services/${temp}/`,
      body: { kind: 'json', value: { id: temp, title: 'Second' } },
      label: { key: 'x' },
      change: (before) => ({ ...before, title: 'Second' }),
    });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ recordId: 57, path: '/services/57/' });
    expect(row?.body).toEqual({ kind: 'json', value: { id: 57, title: 'Second' } });
    expect(await db.offers.get(57)).toMatchObject({ title: 'Second' });

    await replay();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /offers/',
      'PUT /services/57/',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['500', () => json(500, { message: 'boom' })],
    ['503', () => json(503, {})],
    ['408', () => json(408, {})],
    ['409 (still running)', () => json(409, { message: 'in flight' })],
  ])('keeps the row and backs off after %s, sending nothing after it', async (_n, answer) => {
    const { sent } = fakeServer(answer);
    await setBookingStatus(1, 'confirmed');
    await setBookingStatus(2, 'confirmed');
    const before = Date.now();

    const result = await replay();

    expect(result.stop).toBe('backoff');
    expect(sent).toHaveLength(1);
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1, sending: false });
    expect(rows[0]?.nextAttemptAt).toBeGreaterThanOrEqual(before + 1000);
    expect(rows[1]).toMatchObject({ attempts: 0 });
    expect(await db.bookings.get(1)).toMatchObject({ status: 'confirmed' });

    // A second run before the backoff time sends nothing; a forced one (back online) does.
    await replay();
    expect(sent).toHaveLength(1);
    await replay({ force: true });
    expect(sent).toHaveLength(2);
  });

  it('honours Retry-After on 429', async () => {
    fakeServer(() => json(429, { message: 'slow down' }, { 'Retry-After': '120' }));
    await setBookingStatus(1, 'confirmed');
    const before = Date.now();
    const result = await replay();
    const [row] = await db.outbox.toArray();
    expect(result.stop).toBe('backoff');
    expect(row?.lastStatus).toBe(429);
    expect(row?.nextAttemptAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(row?.nextAttemptAt).toBeLessThan(before + 125_000);
  });

  it('pauses the whole outbox on 401, keeps every row and marks the session expired', async () => {
    const { sent } = fakeServer(() => json(401, { message: 'Invalid token' }));
    await setBookingStatus(1, 'confirmed');
    await setBookingStatus(2, 'confirmed');

    expect((await replay()).stop).toBe('paused');
    expect(sent).toHaveLength(1);
    expect(await db.outbox.count()).toBe(2);
    expect((await db.session.get('current'))?.expired).toBe(true);
    expect(await db.bookings.get(1)).toMatchObject({ status: 'confirmed' });

    expect((await replay({ force: true })).stop).toBe('paused');
    expect(sent).toHaveLength(1);
  });

  it('fails a refused row with the SPEC 8 text, rolls it back, goes on with other records and holds the same record', async () => {
    const { sent } = fakeServer((req) => {
      if (req.path === '/bookings/1/') {
        return json(400, { message: 'Cannot change status from pending to completed' });
      }
      return patchedBooking(req.path, req.body);
    });
    await setBookingStatus(1, 'completed');
    await setBookingStatus(2, 'confirmed');
    await setBookingStatus(1, 'cancelled');
    await setBookingStatus(3, 'confirmed');

    const result = await replay();

    expect(result).toMatchObject({ sent: 2, failed: 1, stop: 'done' });
    expect(sent.map((r) => r.path)).toEqual(['/bookings/1/', '/bookings/2/', '/bookings/3/']);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      status: 'failed',
      lastStatus: 400,
      lastError: 'Cannot change status from pending to completed',
    });
    expect(rows[1]).toMatchObject({ status: 'pending', recordId: 1, attempts: 0 });
    // Rolled back to before the refused change (the waiting change's state went with it).
    expect(await db.bookings.get(1)).toMatchObject({ status: 'pending' });
    expect(await db.bookings.get(2)).toMatchObject({ status: 'confirmed' });
  });

  it('words a refused delete with the delete fallback', async () => {
    fakeServer(() => json(404, {}));
    await db.offers.put(offer(4));
    await deleteOffer(4);
    await replay();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      status: 'failed',
      lastError: 'Failed to delete offer',
      lastStatus: 404,
    });
    expect(await db.offers.get(4)).toMatchObject({ id: 4 });
  });

  it('never sends another vendor’s rows', async () => {
    const { sent } = fakeServer((req) => patchedBooking(req.path, req.body));
    await setBookingStatus(1, 'confirmed');
    await db.session.put({ ...VENDOR, token: 'tok-2', user: { ...VENDOR.user, id: 2 } });
    await setBookingStatus(2, 'confirmed');

    await replay();

    expect(sent.map((r) => `${r.path} ${r.token}`)).toEqual(['/bookings/2/ Token tok-2']);
    expect((await db.outbox.toArray()).map((r) => r.userId)).toEqual([1]);
  });

  it('sends each row once when two replayers run at once', async () => {
    const { sent } = fakeServer(async (req) => {
      await new Promise((r) => setTimeout(r, 5));
      return patchedBooking(req.path, req.body);
    });
    await setBookingStatus(1, 'confirmed');
    await setBookingStatus(2, 'confirmed');
    await setBookingStatus(3, 'confirmed');

    const [a, b] = await Promise.all([replay(), replay()]);

    expect(a.sent + b.sent).toBe(3);
    expect(sent.map((r) => r.path).sort()).toEqual([
      '/bookings/1/',
      '/bookings/2/',
      '/bookings/3/',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('does nothing while the browser says it is offline', async () => {
    const { sent } = fakeServer(() => json(200, {}));
    await setBookingStatus(1, 'confirmed');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect((await replay()).stop).toBe('offline');
    expect(sent).toHaveLength(0);
    vi.restoreAllMocks();
  });
});

describe('refusal texts (SPEC 8)', () => {
  const refused = new ApiError('http', 'Bad Request', {
    status: 400,
    body: {
      message: 'Cannot change status from cancelled to confirmed',
      errors: ['status: cancelled is final'],
    },
  });
  it('gives a booking status refusal the server message, a service update its first error', () => {
    expect(refusalMessage(ACTIONS.setBookingStatus, refused)).toBe(
      'Cannot change status from cancelled to confirmed',
    );
    expect(refusalMessage(ACTIONS.updateService, refused)).toBe('status: cancelled is final');
    expect(
      refusalMessage(ACTIONS.setBookingStatus, new ApiError('http', 'x', { status: 400 })),
    ).toBe('Bad Request');
  });
  it('falls back per delete kind', () => {
    const bare = new ApiError('http', '', { status: 404 });
    expect(refusalMessage(ACTIONS.deleteOffer, bare)).toBe('Failed to delete offer');
    expect(refusalMessage(ACTIONS.deleteNotification, bare)).toBe('Failed to delete offer');
    expect(refusalMessage(ACTIONS.deleteAllNotifications, bare)).toBe(
      'Failed to delete notification',
    );
    expect(refusalMessage(ACTIONS.createOffer, bare)).toBe('Something went wrong');
  });
});

describe('a row that cannot be sent at all', () => {
  it('is refused, not retried forever', async () => {
    const { sent } = fakeServer(() => json(200, {}));
    await setBookingStatus(1, 'confirmed');
    const [row] = await db.outbox.toArray();
    // A multipart part whose file did not survive storage.
    await db.outbox.put({
      ...(row as OutboxRow),
      body: { kind: 'multipart', parts: [{ name: 'image', value: {} as unknown as Blob }] },
    });
    const result = await replay();
    expect(sent).toHaveLength(0);
    expect(result.failed).toBe(1);
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'failed' });
    expect(await db.bookings.get(1)).toMatchObject({ status: 'pending' });
  });
});
