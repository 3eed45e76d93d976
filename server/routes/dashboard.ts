import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { bookingListSql } from '../db/rows.ts';
import { userOf } from '../lib/auth.ts';
import { addDays, dashboardSummary, startOfDay } from '../lib/dashboard-summary.ts';

/** GET /dashboard/: today's bookings, counts, what needs action, the last 8 weeks and totals. */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const bookings = (where: string, tail = '') =>
    db.prepare<unknown[], { json: string | null }>(bookingListSql(where, tail));
  const today = bookings('scheduled_at >= ? AND scheduled_at < ?');
  const upcoming = bookings("scheduled_at >= ? AND status IN ('pending', 'confirmed')", 'LIMIT 10');
  const awaiting = bookings("status = 'pending'");
  const summaryOf = dashboardSummary(db);

  app.get('/api/dashboard/', async (request, reply) => {
    const labId = userOf(request).lab_id ?? 0;
    const now = new Date();
    const dayStart = startOfDay(now);
    const summary = summaryOf(labId, now);
    const list = (json: string | null | undefined): string => json ?? '[]';
    const body =
      `{"data":{"generated_at":${JSON.stringify(now.toISOString())}` +
      `,"today":${list(today.get(labId, dayStart.toISOString(), addDays(dayStart, 1).toISOString())?.json)}` +
      `,"upcoming":${list(upcoming.get(labId, now.toISOString())?.json)}` +
      `,"awaiting_action":${list(awaiting.get(labId)?.json)}` +
      `,${JSON.stringify(summary).slice(1)}}`;
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
