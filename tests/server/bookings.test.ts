import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../../src/config/booking-flow.ts';
import { call, otherVendor, signIn, startServer, type TestServer } from './helpers.ts';

interface Booking {
  id: number;
  status: string;
  client: { id: number; first_name: string; last_name: string; email: string; phone: string };
  tests: { id: number; name: string; price: number }[];
  scheduled_at: string;
  address: string;
  price: number;
  notes: string;
  history: { status: string; at: string }[];
  created_at: string;
  updated_at: string;
}
interface Dashboard {
  generated_at: string;
  today: Booking[];
  counts_by_status: Record<string, number>;
  upcoming: Booking[];
  awaiting_action: Booking[];
  weekly: { week_start: string; bookings: number; revenue: number }[];
  totals: { bookings: number; revenue: number; clients: number };
}

let server: TestServer;
let base: string;
let token: string;
let bookings: Booking[];

beforeAll(async () => {
  server = await startServer();
  base = server.base;
  token = await signIn(base);
  bookings = (await call<Booking[]>(base, 'GET', '/bookings', { token })).body.data;
});
afterAll(() => server.close());

const withStatus = (status: string): Booking => {
  const booking = bookings.find((b) => b.status === status);
  if (!booking) throw new Error(`no seeded booking is ${status}`);
  bookings = bookings.filter((b) => b !== booking);
  return booking;
};

describe('the demo seed', () => {
  it('has patients still to come at the counter today, whatever the hour', () => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const end = start.getTime() + 24 * 60 * 60 * 1000;
    const waiting = bookings.filter((b) => {
      const at = Date.parse(b.scheduled_at);
      return at >= start.getTime() && at < end && ['pending', 'confirmed'].includes(b.status);
    });
    expect(waiting.length).toBeGreaterThanOrEqual(3);
  });
});

describe('bookings', () => {
  it('GET /bookings lists about 60 seeded bookings in several statuses', async () => {
    const answer = await call<Booking[]>(base, 'GET', '/bookings', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.data).toHaveLength(60);
    expect(new Set(answer.body.data.map((b) => b.status)).size).toBeGreaterThanOrEqual(4);
    const [first] = answer.body.data;
    expect(first).toEqual({
      id: expect.any(Number),
      status: expect.any(String),
      client: expect.objectContaining({ id: expect.any(Number), first_name: expect.any(String) }),
      tests: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]),
      scheduled_at: expect.stringMatching(/Z$/),
      address: expect.any(String),
      price: expect.any(Number),
      notes: expect.any(String),
      history: expect.arrayContaining([expect.objectContaining({ status: 'pending' })]),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await call(base, 'GET', '/bookings')).status).toBe(401);
    expect((await call(base, 'GET', '/bookings/')).status).toBe(404);
  });

  it('follows the status flow and appends to the history', async () => {
    const booking = withStatus('pending');
    const path = `/bookings/${booking.id}/`;
    const confirmed = await call<Booking>(base, 'PATCH', path, {
      token,
      json: { status: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id: booking.id, status: 'confirmed' });
    expect(confirmed.body.data.history).toHaveLength(booking.history.length + 1);
    expect(confirmed.body.data.history.at(-1)?.status).toBe('confirmed');
    for (const status of ['sample_collected', 'report_ready', 'completed']) {
      const step = await call<Booking>(base, 'PATCH', path, { token, json: { status } });
      expect(step.status).toBe(200);
      expect(step.body.data.status).toBe(status);
    }
    const list = await call<Booking[]>(base, 'GET', '/bookings', { token });
    expect(list.body.data.find((b) => b.id === booking.id)?.status).toBe('completed');
  });

  it('answers 400 with a message for a forbidden change', async () => {
    const booking = withStatus('pending');
    const skip = await call(base, 'PATCH', `/bookings/${booking.id}/`, {
      token,
      json: { status: 'completed' },
    });
    expect(skip.status).toBe(400);
    expect(skip.body.message).toBe('Cannot change status from pending to completed');
    expect(skip.body.errors?.[0]).toMatch(/confirmed, cancelled/);
    const cancelled = withStatus('cancelled');
    const back = await call(base, 'PATCH', `/bookings/${cancelled.id}/`, {
      token,
      json: { status: 'pending' },
    });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe('Cannot change status from cancelled to pending');
  });

  it('refuses bad input, unknown ids, other labs and a missing token', async () => {
    const booking = withStatus('confirmed');
    const path = `/bookings/${booking.id}/`;
    expect((await call(base, 'PATCH', path, { json: { status: 'cancelled' } })).status).toBe(401);
    expect((await call(base, 'PATCH', path, { token, json: { status: 'lost' } })).status).toBe(400);
    expect((await call(base, 'PATCH', path, { token, json: { status: 3 } })).status).toBe(400);
    expect((await call(base, 'PATCH', path, { token, json: {} })).status).toBe(400);
    expect((await call(base, 'PATCH', path, { token, raw: '{"status":' })).status).toBe(400);
    expect(
      (await call(base, 'PATCH', '/bookings/99999/', { token, json: { status: 'confirmed' } }))
        .status,
    ).toBe(404);
    const other = await otherVendor(base);
    expect(
      (await call(base, 'PATCH', path, { token: other.token, json: { status: 'cancelled' } }))
        .status,
    ).toBe(403);
    expect(
      (await call<Booking[]>(base, 'GET', '/bookings', { token: other.token })).body.data,
    ).toEqual([]);
  });

  it('replays an idempotent status change instead of refusing it', async () => {
    const booking = withStatus('pending');
    const headers = { 'Idempotency-Key': `status-${booking.id}` };
    const json = { status: 'confirmed' };
    const first = await call<Booking>(base, 'PATCH', `/bookings/${booking.id}/`, {
      token,
      json,
      headers,
    });
    const second = await call<Booking>(base, 'PATCH', `/bookings/${booking.id}/`, {
      token,
      json,
      headers,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.data.history.filter((h) => h.status === 'confirmed')).toHaveLength(1);
  });
});

describe('dashboard', () => {
  it('GET /dashboard/ answers the contract shape from the database', async () => {
    const answer = await call<Dashboard>(base, 'GET', '/dashboard/', { token });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(Date.parse(data.generated_at)).not.toBeNaN();
    expect(data.today.length).toBeGreaterThan(0);
    expect(data.upcoming.length).toBeLessThanOrEqual(10);
    expect(data.upcoming.every((b) => ['pending', 'confirmed'].includes(b.status))).toBe(true);
    expect(data.awaiting_action.every((b) => b.status === 'pending')).toBe(true);
    expect(Object.keys(data.counts_by_status).sort()).toEqual([...BOOKING_STATUSES].sort());
    const counted = Object.values(data.counts_by_status).reduce((a, b) => a + b, 0);
    expect(counted).toBe(60);
    expect(data.totals).toMatchObject({ bookings: 60, clients: expect.any(Number) });
    expect(data.weekly).toHaveLength(8);
    expect(data.weekly[0]).toEqual({
      week_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      bookings: expect.any(Number),
      revenue: expect.any(Number),
    });
    expect((await call(base, 'GET', '/dashboard/')).status).toBe(401);
  });
});
