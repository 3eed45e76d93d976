import { unpack } from '../db/booking-packs-write';
import { db } from '../db/db';
import { inTx } from '../db/in-tx';
import type { Booking, BookingStatus } from '../db/types';
import { i18n } from '../lib/i18n';
import { ACTIONS } from './actions';
import { enqueue } from './outbox';
import { clientName } from '../lib/booking-format';
import { canChangeStatus, statusKey, statusName } from '../lib/booking-status';
import { AppError } from '../lib/errors';

const statusWords = (key: string) => i18n.t(`bookings:${key}`);

export class StatusChangeNotAllowedError extends AppError {
  constructor(from: string, to: BookingStatus) {
    super(`Cannot change status from ${from} to ${to}`, {
      key: 'errors.statusChange',
      values: { from: statusName(from, statusWords), to: statusName(to, statusWords) },
    });
    this.name = 'StatusChangeNotAllowedError';
  }
}

/**
 * SPEC 7 PATCH /bookings/{id}/ {status}, through the outbox: the mirror shows the new status (and
 * a history entry naming who took the step) at once; a refused change is rolled back by the replayer and its row kept as
 * failed with the server's words (SPEC 8 update rules).
 */
export async function setBookingStatus(booking: Booking, status: BookingStatus): Promise<number> {
  if (!canChangeStatus(booking.status, status)) {
    throw new StatusChangeNotAllowedError(booking.status, status);
  }
  return enqueue({
    action: ACTIONS.setBookingStatus,
    table: 'bookings',
    recordId: booking.id,
    method: 'PATCH',
    path: `/bookings/${booking.id}/`,
    body: { kind: 'json', value: { status } },
    label: {
      key: 'bookings:outbox.status',
      values: { client: clientName(booking), status: i18n.t(`bookings:${statusKey(status)}`) },
    },
    onSuccess: { op: 'put', table: 'bookings' },
    optimistic: async (by) => {
      // Read the stored record inside the transaction: it may have moved on since the screen drew.
      // A past booking may be in its day's pack: the change takes it out, to the table.
      const old =
        (await db.bookings.get(booking.id)) ?? (await inTx(unpack(booking.id))) ?? booking;
      if (!canChangeStatus(old.status, status)) {
        throw new StatusChangeNotAllowedError(old.status, status);
      }
      const at = new Date().toISOString();
      const next: Booking = {
        ...old,
        status,
        updated_at: at,
        history: [...old.history, { status, at, by }],
      };
      await db.bookings.put(next);
      return { table: 'bookings', put: [old], remove: [] };
    },
  });
}
