import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { stepRight, type Right } from '../../src/config/permissions.ts';
import type { AppContext } from '../context.ts';
import { recordReaders } from '../db/records.ts';
import {
  BOOKING_STATUSES,
  NEXT_STATUSES,
  type BookingStatus,
} from '../../src/config/booking-flow.ts';
import { bookingListSql } from '../db/rows.ts';
import { assertOwned, labIdOf, userOf } from '../lib/auth.ts';
import { HttpError } from '../lib/errors.ts';
import { parse, routeId } from '../lib/validate.ts';

const statusBody = z.object({
  status: z.enum(BOOKING_STATUSES, {
    error: `Expected one of ${BOOKING_STATUSES.join(', ')}`,
  }),
});

/** The step's right; none for a status no step leads to (the handler answers 400). */
function stepRightOf(request: FastifyRequest): Right[] {
  const status = statusBody.safeParse(request.body).data?.status;
  const right = status && stepRight(status);
  return right ? [right] : [];
}

/** GET /bookings (the whole list, built as JSON by SQLite) and PATCH /bookings/{id}/ {status}. */
export function bookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const list = db.prepare<[number], { json: string | null }>(bookingListSql('1'));
  const records = recordReaders(db);
  const owner = db.prepare<[number], { lab_id: number; status: BookingStatus }>(
    'SELECT lab_id, status FROM bookings WHERE id = ?',
  );
  const update = db.prepare(
    `UPDATE bookings SET status = @status, updated_at = @at,
       history = json_insert(history, '$[#]', json_object('status', @status, 'at', @at,
         'by', json_object('id', @by_id, 'name', @by_name)))
     WHERE id = @id`,
  );

  app.get('/api/bookings', async (request, reply) => {
    const labId = userOf(request).lab_id;
    const json = labId === null ? '[]' : (list.get(labId)?.json ?? '[]');
    return reply.type('application/json; charset=utf-8').send(`{"data":${json}}`);
  });

  app.patch<{ Params: { bookingId: string } }>(
    '/api/bookings/:bookingId/',
    { config: { right: stepRightOf } },
    async (request, reply) => {
      const bookingId = routeId(request.params.bookingId, 'Booking');
      const current = owner.get(bookingId);
      assertOwned(current, labIdOf(request), 'Booking');
      const { status } = parse(statusBody, request.body);
      const from = current?.status ?? 'pending';
      if (!NEXT_STATUSES[from].includes(status)) {
        const allowed = NEXT_STATUSES[from];
        throw new HttpError(400, `Cannot change status from ${from} to ${status}`, [
          allowed.length
            ? `status: From ${from} a booking can go to ${allowed.join(', ')}`
            : `status: ${from} is final`,
        ]);
      }
      const at = new Date().toISOString();
      const by = request.actor;
      update.run({
        status,
        at,
        by_id: by?.memberId ?? null,
        by_name: by?.name ?? null,
        id: bookingId,
      });
      const json = records.bookingJson(bookingId) ?? 'null';
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"message":"Booking status changed to ${status}.","data":${json}}`);
    },
  );
}
