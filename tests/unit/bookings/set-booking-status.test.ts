import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import { rollBack } from '../../../src/sync/outbox';
import {
  setBookingStatus,
  StatusChangeNotAllowedError,
} from '../../../src/sync/set-booking-status';
import { makeBooking } from './fixtures';

beforeEach(async () => {
  await db.open();
  await db.session.put({
    key: 'current',
    token: 't',
    user: { id: 5, email: 'demo@lab.test', first_name: 'Demo' },
    vendor: null,
    signedInAt: new Date().toISOString(),
  });
});

afterEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('setBookingStatus', () => {
  it('shows the new status at once and queues PATCH /bookings/{id}/ with {status}', async () => {
    const before = makeBooking(12, { status: 'pending' });
    await db.bookings.put(before);
    await setBookingStatus(before, 'confirmed');

    const after = await db.bookings.get(12);
    expect(after?.status).toBe('confirmed');
    expect(after?.history.at(-1)?.status).toBe('confirmed');
    expect(after?.history).toHaveLength(2);

    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      action: 'setBookingStatus',
      table: 'bookings',
      recordId: 12,
      method: 'PATCH',
      path: '/bookings/12/',
      body: { kind: 'json', value: { status: 'confirmed' } },
      status: 'pending',
      userId: 5,
      onSuccess: { op: 'put', table: 'bookings' },
    });
    expect(row?.rollback).toEqual({ table: 'bookings', put: [before], remove: [] });
  });

  it('returns to the old status when the change is rolled back', async () => {
    const before = makeBooking(13, { status: 'confirmed' });
    await db.bookings.put(before);
    await setBookingStatus(before, 'no_show');
    const [row] = await db.outbox.toArray();
    await rollBack(row?.rollback ?? null);
    expect(await db.bookings.get(13)).toEqual(before);
  });

  it('refuses a change the status flow does not allow, queueing nothing', async () => {
    const done = makeBooking(14, { status: 'completed' });
    await db.bookings.put(done);
    await expect(setBookingStatus(done, 'pending')).rejects.toBeInstanceOf(
      StatusChangeNotAllowedError,
    );
    expect(await db.outbox.count()).toBe(0);
    expect((await db.bookings.get(14))?.status).toBe('completed');
  });

  it('checks the stored status, not the one the screen drew', async () => {
    const stale = makeBooking(15, { status: 'pending' });
    await db.bookings.put({ ...stale, status: 'cancelled' });
    await expect(setBookingStatus(stale, 'confirmed')).rejects.toBeInstanceOf(
      StatusChangeNotAllowedError,
    );
    expect(await db.outbox.count()).toBe(0);
  });
});
