import { request } from 'node:http';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lab } from '../../server/db/rows.ts';
import { call, otherVendor, signIn, startServer, type TestServer } from './helpers.ts';
import {
  headOf,
  openStream,
  otherConnection,
  pull,
  pullAll,
  type OpenStream,
} from './sync-helpers.ts';

const HEARTBEAT_MS = 600;

let server: TestServer;
let base: string;
let token: string;
let lab: Lab;
let other: Database.Database;
const opened: OpenStream[] = [];

beforeAll(async () => {
  server = await startServer({ syncHeartbeatMs: HEARTBEAT_MS, syncPollMs: 50 });
  base = server.base;
  token = await signIn(base);
  lab = (await call<Lab[]>(base, 'GET', '/labs', { token })).body.data[0] as Lab;
  other = otherConnection(server.dataDir);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  other.close();
  await server.close();
});

async function stream(auth = token, headers: Record<string, string> = {}): Promise<OpenStream> {
  const open = await openStream(base, auth, headers);
  opened.push(open);
  return open;
}

const insertNotification = (labId: number): void => {
  other
    .prepare(
      `INSERT INTO notifications (lab_id, created_at, read, title, message, type)
       VALUES (?, ?, 0, 'Poke', '', 'mail')`,
    )
    .run(labId, new Date().toISOString());
};

describe('GET /api/sync/stream', () => {
  it('needs a valid token (401 before any stream) and a lab (403)', async () => {
    const without = await openStream(base);
    expect(without.status).toBe(401);
    expect(without.headers.get('content-type')).toMatch(/application\/json/);
    expect((await openStream(base, 'not-a-token')).status).toBe(401);
    const newcomer = await signIn(base, 'stream-no-lab@lab.test');
    expect((await openStream(base, newcomer)).status).toBe(403);
  });

  it('sends the head cursor at once, as a plain (never compressed) event stream', async () => {
    const head = (await pullAll(base, token)).cursor;
    const open = await stream(token, { 'Accept-Encoding': 'br, gzip' });
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(open.headers.get('content-encoding')).toBeNull();
    expect(open.headers.get('cache-control')).toBe('no-store');
    expect(open.headers.get('x-accel-buffering')).toBe('no');
    expect(open.headers.get('x-content-type-options')).toBe('nosniff');
    expect(open.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headOf(await open.next(1000))).toBe(head);
    open.close();
  });

  it('pokes within a second after another connection writes, with the cursor the feed reaches', async () => {
    const open = await stream();
    const first = headOf(await open.next());
    const started = Date.now();
    insertNotification(lab.id);
    const poked = headOf(await open.next(1000));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(poked).not.toBe(first);
    const pulled = await pullAll(base, token, first);
    expect(pulled.changes.map((c) => c.type)).toEqual(['notifications']);
    expect(pulled.cursor).toBe(poked);
    open.close();
  });

  it('pokes after a change made through the API', async () => {
    const open = await stream();
    const first = headOf(await open.next());
    await call(base, 'POST', '/notifications/test/', { token });
    const poked = headOf(await open.next(1000));
    expect(poked).not.toBe(first);
    expect((await pull(base, token, poked)).body.data.changes).toEqual([]);
    open.close();
  });

  it('repeats the head as a heartbeat', async () => {
    const open = await stream();
    const first = headOf(await open.next());
    const started = Date.now();
    expect(headOf(await open.next(HEARTBEAT_MS * 3))).toBe(first);
    expect(headOf(await open.next(HEARTBEAT_MS * 3))).toBe(first);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(HEARTBEAT_MS * 2 - 100);
    open.close();
  });

  it("never tells a lab about another lab's changes", async () => {
    const theirs = await otherVendor(base);
    const mine = await stream();
    const myHead = headOf(await mine.next());
    const them = await stream(theirs.token);
    const theirHead = headOf(await them.next());
    expect(theirHead).not.toBe(myHead);
    insertNotification(theirs.labId);
    const poked = headOf(await them.next(1000));
    expect(poked).not.toBe(theirHead);
    // Mine hears only its heartbeat, with its own unchanged head.
    expect(headOf(await mine.next(HEARTBEAT_MS * 3))).toBe(myHead);
    expect((await pull(base, token, myHead)).body.data.changes).toEqual([]);
    mine.close();
    them.close();
  });

  it('ends at once when its token signs out here', async () => {
    const session = await signIn(base);
    const open = await stream(session);
    headOf(await open.next());
    const started = Date.now();
    expect((await call(base, 'POST', '/logout', { token: session })).status).toBe(200);
    await open.ended(500);
    expect(Date.now() - started).toBeLessThan(500);
    expect((await openStream(base, session)).status).toBe(401);
  });

  it('ends at the next heartbeat when its token is gone from elsewhere', async () => {
    const session = await signIn(base);
    const open = await stream(session);
    headOf(await open.next());
    other.prepare('DELETE FROM tokens WHERE token = ?').run(session);
    await open.ended(HEARTBEAT_MS * 3);
  });

  it('with the default poll: pokes within a second; and the server closes with streams open', async () => {
    const own = await startServer();
    const auth = await signIn(own.base);
    const open = await openStream(own.base, auth);
    const first = headOf(await open.next());
    const writer = otherConnection(own.dataDir);
    const poked = Date.now();
    writer
      .prepare("INSERT INTO lab_images (lab_id, image) VALUES (1, '/media/elsewhere.png')")
      .run();
    writer.close();
    expect(headOf(await open.next(1000))).not.toBe(first);
    expect(Date.now() - poked).toBeLessThan(1000);
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await open.ended(1000);
  });

  it('is not buffered on the way: each event arrives as its own chunk', async () => {
    const chunks = await new Promise<string[]>((resolve, reject) => {
      const got: string[] = [];
      const req = request(
        `${base}/sync/stream`,
        { headers: { Authorization: `Token ${token}`, 'Accept-Encoding': 'gzip' } },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            got.push(chunk);
            if (got.length === 1) insertNotification(lab.id);
            if (got.length === 2) {
              req.destroy();
              resolve(got);
            }
          });
        },
      );
      req.on('error', (error) => (got.length >= 2 ? undefined : reject(error)));
      req.end();
    });
    for (const chunk of chunks)
      expect(chunk).toMatch(/^event: head\ndata: \{"cursor":"[^"]+"\}\n\n$/);
  });
});
