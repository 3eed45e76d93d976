import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, type OutboxRow } from '../../../src/db/db';
import { useBookingSync } from '../../../src/components/bookings/use-booking-sync';

function row(patch: Partial<OutboxRow>): OutboxRow {
  return {
    userId: 1,
    action: 'setBookingStatus',
    table: 'bookings',
    recordId: 7,
    method: 'PATCH',
    path: '/bookings/7/',
    body: { kind: 'json', value: { status: 'confirmed' } },
    idempotencyKey: crypto.randomUUID(),
    createdAt: Date.now(),
    attempts: 0,
    status: 'pending',
    rollback: null,
    onSuccess: { op: 'put', table: 'bookings' },
    label: { key: 'bookings:outbox.status' },
    ...patch,
  };
}

beforeAll(() => db.open());
afterEach(() => db.outbox.clear());

describe("a booking's outbox state", () => {
  it('says a change is waiting while its row is pending', async () => {
    await db.outbox.add(row({}));
    const { result } = renderHook(() => useBookingSync(7));
    await waitFor(() => expect(result.current).toEqual({ waiting: true, failure: null }));
  });

  it("shows the server's words when the latest change was refused", async () => {
    await db.outbox.add(row({ status: 'failed', lastError: 'status: cancelled is final' }));
    const { result } = renderHook(() => useBookingSync(7));
    await waitFor(() =>
      expect(result.current).toEqual({ waiting: false, failure: 'status: cancelled is final' }),
    );
  });

  it('ignores rows of other bookings and an older refusal once a newer change is queued', async () => {
    await db.outbox.add(row({ status: 'failed', lastError: 'old refusal' }));
    await db.outbox.add(
      row({ recordId: 8, path: '/bookings/8/', status: 'failed', lastError: 'x' }),
    );
    await db.outbox.add(row({}));
    const { result } = renderHook(() => useBookingSync(7));
    await waitFor(() => expect(result.current).toEqual({ waiting: true, failure: null }));
  });
});
