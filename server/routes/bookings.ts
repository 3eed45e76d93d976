import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { recordReaders } from '../db/records.ts';
import { BOOKING_STATUSES, NEXT_STATUSES, bookingListSql, type BookingStatus } from '../db/rows.ts';
import { assertOwned, labIdOf, userOf } from '../lib/auth.ts';
import { HttpError } from '../lib/errors.ts';
import { parse, routeId } from '../lib/validate.ts';

const statusBody = z.object({
  status: z.enum(BOOKING_STATUSES, {
    error: `Expected one of ${BOOKING_STATUSES.join(', ')}`,
  }),
});

/** GET /bookings (the whole list, built as JSON by SQLite) and PATCH /bookings/{id}/ {status}. */
export function bookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const list = db.prepare<[number], { json: string | null }>(bookingListSql('1'));
  const records = recordReaders(db);
  const owner = db.prepare<[number], { lab_id: number; status: BookingStatus }>(
    'SELECT lab_id, status FROM bookings WHERE id = ?',
  );
  const update = db.prepare<[string, string, string, string, number]>(
    `UPDATE bookings SET status = ?, updated_at = ?,
       history = json_insert(history, '$[#]', json_object('status', ?, 'at', ?))
     WHERE id = ?`,
  );

  app.get('/api/bookings', async (request, reply) => {
    const labId = userOf(request).lab_id;
    const json = labId === null ? '[]' : (list.get(labId)?.json ?? '[]');
    return reply.type('application/json; charset=utf-8').send(`{"data":${json}}`);
  });

  app.patch<{ Params: { bookingId: string } }>(
    '/api/bookings/:bookingId/',
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
      update.run(status, at, status, at, bookingId);
      const json = records.bookingJson(bookingId) ?? 'null';
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"message":"Booking status changed to ${status}.","data":${json}}`);
    },
  );
}
