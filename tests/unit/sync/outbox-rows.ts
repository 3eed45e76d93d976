import type { OutboxRow } from '../../../src/db/db';
import type { Id } from '../../../src/db/types';
import { scopeOf } from '../../../src/sync/lanes';
import type { Entry } from '../../../src/sync/replay-pick';

/** An outbox row as enqueue stores it: a booking status change unless told otherwise. */
export function outboxRow(
  seq: number,
  recordId: Id = seq,
  extra: Partial<OutboxRow> = {},
): OutboxRow {
  return {
    seq,
    userId: 1,
    action: 'setBookingStatus',
    table: 'bookings',
    recordId,
    method: 'PATCH',
    path: `/bookings/${recordId}/`,
    body: { kind: 'json', value: { status: 'confirmed' } },
    idempotencyKey: `key-${seq}`,
    createdAt: 0,
    attempts: 0,
    status: 'pending',
    rollback: null,
    onSuccess: { op: 'put', table: 'bookings' },
    label: { key: 'x' },
    ...extra,
  };
}

export function entry(row: OutboxRow, flying = false): Entry {
  return { seq: row.seq ?? 0, row, scope: scopeOf(row), flying };
}
