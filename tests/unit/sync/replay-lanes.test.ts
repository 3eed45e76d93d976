import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { MAX_IN_FLIGHT, replay } from '../../../src/sync/replay';
import { booking, createAddress, createClient, setBookingStatus } from './changes';
import { fakeServer, json, resetDb, type SentRequest } from './fake-server';

beforeEach(async () => {
  await resetDb();
  await db.bookings.bulkPut(Array.from({ length: 24 }, (_, i) => booking(i + 1)));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function bookingId(path: string): number {
  return Number(/\/bookings\/(\d+)\//.exec(path)?.[1]);
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500 && !(await check()); i += 1) await pause(2);
}

/**
 * A server that takes its time and logs when each request starts and ends. Once `fail` has
 * answered a request with an error, every other answer is held until `settled` says the replayer
 * has taken that error in, so requests are still on the way when it stops.
 */
function slowServer({
  fail = () => undefined,
  settled = () => Promise.resolve(true),
  answer = () => undefined,
  ms = 15,
}: {
  fail?: (req: SentRequest) => Response | undefined;
  settled?: () => Promise<boolean>;
  answer?: (req: SentRequest) => Response | undefined;
  ms?: number;
} = {}) {
  const log: { event: 'start' | 'end'; path: string; at: number; status?: number }[] = [];
  let open = 0;
  let most = 0;
  let failed = false;
  const server = fakeServer(async (req) => {
    open += 1;
    most = Math.max(most, open);
    log.push({ event: 'start', path: req.path, at: performance.now() });
    await pause(ms);
    let res = fail(req);
    if (res) {
      failed = true;
    } else {
      if (failed) await until(settled);
      res =
        answer(req) ??
        json(200, {
          data: {
            ...booking(bookingId(req.path), (req.body as { status: 'confirmed' }).status),
            updated_at: 's',
          },
        });
    }
    open -= 1;
    log.push({ event: 'end', path: req.path, at: performance.now(), status: res.status });
    return res;
  });
  return { ...server, log, most: () => most };
}

describe('replay lanes', () => {
  it('sends the changes of independent records concurrently, at most MAX_IN_FLIGHT at once', async () => {
    const server = slowServer();
    const count = MAX_IN_FLIGHT + 8;
    for (let id = 1; id <= count; id += 1) await setBookingStatus(id, 'confirmed');

    const result = await replay();

    expect(result).toMatchObject({ sent: count, failed: 0, stop: 'done' });
    expect(server.most()).toBeGreaterThan(6);
    expect(server.most()).toBeLessThanOrEqual(MAX_IN_FLIGHT);
    expect(new Set(server.sent.map((r) => r.key)).size).toBe(count);
    // Behind the screens' own calls in the browser's queue.
    expect(server.sent.every((r) => r.priority === 'low')).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    const ids = Array.from({ length: count }, (_, i) => i + 1);
    const statuses = (await db.bookings.bulkGet(ids)).map((b) => b?.status);
    expect(statuses).toEqual(ids.map(() => 'confirmed'));
  });

  it('sends the next rows before it lands the successes back, the landing on the server’s time', async () => {
    const events: string[] = [];
    fakeServer((req) => {
      events.push(`sent ${bookingId(req.path)}`);
      const status = (req.body as { status: 'confirmed' }).status;
      return json(200, { data: { ...booking(bookingId(req.path), status), updated_at: 's' } });
    });
    for (let id = 1; id <= 3; id += 1) await setBookingStatus(id, 'confirmed');
    const seqs = await db.outbox.toCollection().primaryKeys();
    const onDeleting = (seq: unknown) => {
      // Named by the booking: the rows' seqs go on from the earlier tests.
      events.push(`landed ${seqs.indexOf(seq as number) + 1}`);
    };
    db.outbox.hook('deleting', onDeleting);
    try {
      expect(await replay()).toMatchObject({ sent: 3, stop: 'done' });
    } finally {
      db.outbox.hook('deleting').unsubscribe(onDeleting);
    }
    // One request first; its success lets two start (the width doubles) before it is landed.
    expect(events.slice(0, 4)).toEqual(['sent 1', 'sent 2', 'sent 3', 'landed 1']);
    expect((await db.bookings.bulkGet([1, 2, 3])).map((b) => b?.updated_at)).toEqual([
      's',
      's',
      's',
    ]);
  });

  it('sends the rows of one record one at a time and in order, beside other records', async () => {
    const server = slowServer();
    await setBookingStatus(1, 'confirmed');
    await setBookingStatus(2, 'confirmed');
    await setBookingStatus(1, 'sample_collected');
    await setBookingStatus(3, 'confirmed');
    await setBookingStatus(1, 'report_ready');
    await setBookingStatus(4, 'confirmed');
    await setBookingStatus(1, 'completed');

    await replay();

    const mine = server.log.filter((e) => e.path === '/bookings/1/');
    expect(mine.map((e) => e.event)).toEqual([
      'start',
      'end',
      'start',
      'end',
      'start',
      'end',
      'start',
      'end',
    ]);
    const statuses = server.sent.filter((r) => r.path === '/bookings/1/').map((r) => r.body);
    expect(statuses).toEqual([
      { status: 'confirmed' },
      { status: 'sample_collected' },
      { status: 'report_ready' },
      { status: 'completed' },
    ]);
    expect(server.most()).toBeGreaterThan(1);
    expect(await db.bookings.get(1)).toMatchObject({ status: 'completed' });
  });

  it('holds a row that names a temporary id until its create is answered and the id swapped', async () => {
    const server = slowServer({
      answer: (req) => {
        if (req.path === '/users/') {
          return json(201, { data: { id: 90, first_name: 'Ann', email: 'a@x', addresses: [] } });
        }
        return req.path === '/address/' ? json(201, { data: { id: 5, client: 90 } }) : undefined;
      },
    });
    // Other records first, so the pool is open wide when the create goes out.
    for (let id = 1; id <= 4; id += 1) await setBookingStatus(id, 'confirmed');
    const temp = await createClient('Ann', 'a@x');
    // An address of the new client: another record, whose body names the client's temporary id.
    await createAddress({ client: temp, street: 'Main St 1' });
    for (let id = 5; id <= 8; id += 1) await setBookingStatus(id, 'confirmed');

    await replay();

    const address = server.sent.find((r) => r.path === '/address/');
    expect(address?.body).toEqual({ client: 90, street: 'Main St 1' });
    const createEnd = server.log.find((e) => e.path === '/users/' && e.event === 'end');
    const addressStart = server.log.find((e) => e.path === '/address/' && e.event === 'start');
    expect(createEnd && addressStart && addressStart.at >= createEnd.at).toBe(true);
    expect(server.most()).toBeGreaterThan(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('lands two creates answered together: a later row naming both goes out with both server ids', async () => {
    // Both creates are answered at once, so that one step lands both swaps.
    let release: () => void = () => undefined;
    const bothIn = new Promise<void>((resolve) => {
      release = resolve;
    });
    let creates = 0;
    const server = fakeServer(async (req) => {
      if (req.path === '/users/') {
        creates += 1;
        if (creates === 2) release();
        await bothIn;
        const name = (req.body as { first_name: string }).first_name;
        return json(201, { data: { id: name === 'Ann' ? 90 : 91, first_name: name } });
      }
      if (req.path === '/address/') return json(201, { data: { id: 5 } });
      const status = (req.body as { status: 'confirmed' }).status;
      return json(200, { data: { ...booking(bookingId(req.path), status), updated_at: 's' } });
    });
    // Other records first, so the pool is open wide when the creates go out.
    for (let id = 1; id <= 4; id += 1) await setBookingStatus(id, 'confirmed');
    const ann = await createClient('Ann');
    const ben = await createClient('Ben');
    await createAddress({ client: ann, billed_to: ben });

    expect(await replay()).toMatchObject({ sent: 7, failed: 0, stop: 'done' });

    expect(server.sent.find((r) => r.path === '/address/')?.body).toEqual({
      client: 90,
      billed_to: 91,
    });
    expect((await db.clients.toArray()).map((c) => c.id).sort()).toEqual([90, 91]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops every lane on a 401: nothing starts after it, answered rows land, the rest waits', async () => {
    const server = slowServer({
      fail: (req) =>
        bookingId(req.path) === 6 ? json(401, { message: 'Invalid token' }) : undefined,
      settled: async () => (await db.session.get('current'))?.expired === true,
    });
    for (let id = 1; id <= 24; id += 1) await setBookingStatus(id, 'confirmed');
    let stoppedAt = Infinity;
    const onSession = (mods: object) => {
      if ('expired' in mods) stoppedAt = Math.min(stoppedAt, performance.now());
    };
    db.session.hook('updating', onSession);

    const result = await replay();
    db.session.hook('updating').unsubscribe(onSession);

    expect(result.stop).toBe('paused');
    expect((await db.session.get('current'))?.expired).toBe(true);
    // The replayer took the 401 in while other lanes were still on the way; nothing started after.
    const starts = server.log.filter((e) => e.event === 'start');
    expect(server.log.some((e) => e.event === 'end' && e.at > stoppedAt)).toBe(true);
    expect(starts.every((e) => e.at < stoppedAt)).toBe(true);
    expect(starts.length).toBeLessThan(24);
    // Every request that went out and was accepted landed; the others are all still queued.
    const accepted = server.log.filter((e) => e.event === 'end' && e.status === 200).length;
    expect(result.sent).toBe(accepted);
    expect(await db.outbox.count()).toBe(24 - accepted);
    expect(await db.outbox.filter((r) => r.sending === true).count()).toBe(0);
    expect(await db.bookings.get(6)).toMatchObject({ status: 'confirmed' });
  });

  it('starts no new row after a transient failure in one lane, and backs off', async () => {
    const server = slowServer({
      fail: (req) => (bookingId(req.path) === 6 ? json(503, { message: 'busy' }) : undefined),
      settled: async () => (await db.outbox.filter((r) => r.attempts > 0).count()) > 0,
    });
    for (let id = 1; id <= 24; id += 1) await setBookingStatus(id, 'confirmed');
    let stoppedAt = Infinity;
    const onOutbox = (mods: object) => {
      if ('nextAttemptAt' in mods) stoppedAt = Math.min(stoppedAt, performance.now());
    };
    db.outbox.hook('updating', onOutbox);
    const before = Date.now();

    const result = await replay();
    db.outbox.hook('updating').unsubscribe(onOutbox);

    expect(result.stop).toBe('backoff');
    expect(result.retryAt).toBeGreaterThanOrEqual(before + 1000);
    const starts = server.log.filter((e) => e.event === 'start');
    expect(server.log.some((e) => e.event === 'end' && e.at > stoppedAt)).toBe(true);
    expect(starts.every((e) => e.at < stoppedAt)).toBe(true);
    expect(starts.length).toBeLessThan(24);
    const row6 = await db.outbox.filter((r) => r.recordId === 6).first();
    expect(row6).toMatchObject({ attempts: 1, lastStatus: 503, sending: false });
    const untouched = await db.outbox.filter((r) => r.attempts === 0).count();
    expect(untouched).toBe(24 - starts.length);
  });
});
