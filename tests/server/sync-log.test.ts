import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { MIGRATIONS } from '../../server/db/schema.ts';
import type { Lab, SubCategory } from '../../server/db/rows.ts';
import { DEMO_OTP, call, otherVendor, signIn, startServer, type TestServer } from './helpers.ts';
import { follower, otherConnection, pull, pullAll, type FeedChange } from './sync-helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let base: string;
let token: string;
let lab: Lab;
let other: Database.Database;

beforeAll(async () => {
  server = await startServer();
  base = server.base;
  token = await signIn(base);
  lab = (await call<Lab[]>(base, 'GET', '/labs', { token })).body.data[0] as Lab;
  other = otherConnection(server.dataDir);
});
afterAll(async () => {
  other.close();
  await server.close();
});

const keys = (changes: FeedChange[]) => changes.map((c) => `${c.type}:${c.id}`);

describe('writes by another connection (another process)', () => {
  it('a raw insert lands in the feed, with the record as the GET lists it', async () => {
    const follow = follower(base, token);
    await follow.next();
    const id = Number(
      other
        .prepare(
          `INSERT INTO notifications (lab_id, created_at, read, title, message, type)
           VALUES (?, ?, 0, 'From the shell', '', 'mail')`,
        )
        .run(lab.id, new Date().toISOString()).lastInsertRowid,
    );
    const listed = (
      await call<{ notifications: { id: number }[] }>(base, 'GET', '/notifications/', { token })
    ).body.data.notifications.find((n) => n.id === id);
    expect(await follow.next()).toEqual([{ type: 'notifications', id, record: listed }]);
  });

  it('server/add-booking.ts adds a pending booking the feed brings', async () => {
    const follow = follower(base, token);
    await follow.next();
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'server/add-booking.ts', 'demo@lab.test', 'Nora Vogel', '45'],
        { cwd: root, env: { ...process.env, DATA_DIR: server.dataDir } },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(text))));
    });
    expect(out).toMatch(/^Booking \d+ added for demo@lab.test: Nora Vogel/);
    const changes = await follow.next();
    expect(changes.map((c) => c.type)).toEqual(['clients', 'bookings']);
    const booking = changes[1]?.record as Record<string, unknown>;
    expect(booking).toMatchObject({
      status: 'pending',
      client: { id: changes[0]?.id, first_name: 'Nora', last_name: 'Vogel' },
      history: [{ status: 'pending', at: expect.any(String) }],
    });
    expect((booking.tests as unknown[]).length).toBeGreaterThan(0);
    const minutes = (Date.parse(String(booking.scheduled_at)) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(43);
    expect(minutes).toBeLessThan(46);
  });
});

describe('deletions, cascades included, leave tombstones', () => {
  it('a client with addresses: the client deleted, never brought back by its addresses', async () => {
    const client = other
      .prepare<[number], { id: number }>(
        `SELECT client_id AS id FROM addresses JOIN clients ON clients.id = client_id
         WHERE lab_id = ? GROUP BY client_id HAVING COUNT(*) > 1 LIMIT 1`,
      )
      .get(lab.id);
    expect(client).toBeDefined();
    const follow = follower(base, token);
    await follow.next();
    other.prepare('DELETE FROM clients WHERE id = ?').run(client?.id);
    const changes = await follow.next();
    expect(changes).toContainEqual({ type: 'clients', id: client?.id, deleted: true });
    // Its bookings lose their client_id link (ON DELETE SET NULL): they change, nothing else.
    expect(new Set(changes.map((c) => c.type))).toEqual(new Set(['clients', 'bookings']));
    expect(keys((await pullAll(base, token)).changes)).not.toContain(`clients:${client?.id}`);
  });

  it('an address added or removed from elsewhere changes its client', async () => {
    const client = other
      .prepare<[number], { id: number }>('SELECT id FROM clients WHERE lab_id = ? LIMIT 1')
      .get(lab.id);
    const follow = follower(base, token);
    await follow.next();
    const address = Number(
      other
        .prepare("INSERT INTO addresses (client_id, line1, city) VALUES (?, 'Ring 1', 'Bonn')")
        .run(client?.id).lastInsertRowid,
    );
    const added = await follow.next();
    expect(keys(added)).toEqual([`clients:${client?.id}`]);
    expect(added[0]?.record?.addresses).toContainEqual(expect.objectContaining({ id: address }));
    other.prepare('DELETE FROM addresses WHERE id = ?').run(address);
    const removed = await follow.next();
    expect(keys(removed)).toEqual([`clients:${client?.id}`]);
    expect(removed[0]?.record?.addresses).not.toContainEqual(
      expect.objectContaining({ id: address }),
    );
  });

  it('a service: its sub-category changes, without it', async () => {
    const subs = (await call<SubCategory[]>(base, 'GET', `/labs/${lab.id}/test_types`, { token }))
      .body.data;
    const sub = subs.find((s) => s.items.length > 1) as SubCategory;
    const service = sub.items[0]?.id;
    const follow = follower(base, token);
    await follow.next();
    other.prepare('DELETE FROM services WHERE id = ?').run(service);
    const changes = await follow.next();
    expect(keys(changes)).toEqual([`subCategories:${sub.id}`]);
    expect((changes[0]?.record?.items as { id: number }[]).map((item) => item.id)).toEqual(
      sub.items.slice(1).map((item) => item.id),
    );
  });

  it('a sub-category with services: one tombstone, never brought back by its services', async () => {
    const sub = other
      .prepare<[number], { id: number }>(
        `SELECT sub_category_id AS id FROM services WHERE lab_id = ?
         GROUP BY sub_category_id HAVING COUNT(*) > 1 LIMIT 1`,
      )
      .get(lab.id);
    const follow = follower(base, token);
    await follow.next();
    other.prepare('DELETE FROM sub_categories WHERE id = ?').run(sub?.id);
    expect(await follow.next()).toEqual([{ type: 'subCategories', id: sub?.id, deleted: true }]);
    expect(keys((await pullAll(base, token)).changes)).not.toContain(`subCategories:${sub?.id}`);
  });

  it('a lab: every record of it ends as a tombstone, other labs untouched', async () => {
    const gone = await otherVendor(base);
    await call(base, 'POST', '/offers/', { token: gone.token, json: { title: 'X', price: 1 } });
    await call(base, 'POST', '/users/', { token: gone.token, json: { first_name: 'Y' } });
    const mine = follower(base, token);
    await mine.next();
    other.prepare('DELETE FROM labs WHERE id = ?').run(gone.labId);
    const rows = other
      .prepare<[number], { type: string; deleted: number }>(
        'SELECT type, deleted FROM change_log WHERE lab_id = ? ORDER BY seq',
      )
      .all(gone.labId);
    expect(rows.map((row) => row.type).sort()).toEqual(['clients', 'lab', 'offers']);
    expect(rows.every((row) => row.deleted === 1)).toBe(true);
    expect(rows.at(-1)?.type).toBe('lab');
    // Its vendor has no lab now: the feed answers 403 like every lab call.
    expect((await pull(base, gone.token)).status).toBe(403);
    expect(await mine.next()).toEqual([]);
  });

  it('an id SQLite gives again after the last row was deleted is a live record again', async () => {
    const json = { title: 'Newest', price: 3 };
    const first = (await call<{ id: number }>(base, 'POST', '/offers/', { token, json })).body.data;
    const follow = follower(base, token);
    await follow.next();
    await call(base, 'DELETE', `/offers/${first.id}/`, { token });
    const again = (await call<{ id: number }>(base, 'POST', '/offers/', { token, json })).body.data;
    expect(again.id).toBe(first.id);
    const changes = await follow.next();
    expect(changes).toEqual([
      { type: 'offers', id: first.id, record: expect.objectContaining({ title: 'Newest' }) },
    ]);
    expect(keys((await pullAll(base, token)).changes)).toContain(`offers:${first.id}`);
  });
});

/** A server of its own on `dataDir`, kept when closed (a restart). */
async function serverOn(dataDir: string): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildServer({ dataDir, demoOtp: DEMO_OTP });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, base: `http://127.0.0.1:${port}/api` };
}

describe('across restarts', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lab-sync-restart-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('tombstones older than 90 days are pruned at start; a cursor from before them gets 410', async () => {
    const first = await serverOn(dataDir);
    const auth = await signIn(first.base);
    const before = (await pullAll(first.base, auth)).cursor;
    const offers = (await call<{ id: number }[]>(first.base, 'GET', '/offers/', { token: auth }))
      .body.data;
    await call(first.base, 'DELETE', `/offers/${offers[0]?.id}/`, { token: auth });
    await call(first.base, 'DELETE', `/offers/${offers[1]?.id}/`, { token: auth });
    const between = (await pullAll(first.base, auth)).cursor;
    await call(first.base, 'POST', '/notifications/test/', { token: auth });
    await first.app.close();

    const db = otherConnection(dataDir);
    db.prepare("UPDATE change_log SET changed_at = ? WHERE type = 'offers' AND record_id = ?").run(
      Date.now() - 91 * DAY,
      offers[0]?.id,
    );
    db.prepare("UPDATE change_log SET changed_at = ? WHERE type = 'offers' AND record_id = ?").run(
      Date.now() - 89 * DAY,
      offers[1]?.id,
    );
    db.close();

    const second = await serverOn(dataDir);
    try {
      const expired = await pull(second.base, auth, before);
      expect(expired.status).toBe(410);
      expect(expired.body).toEqual({
        message: 'Sync cursor expired; start over',
        code: 'cursor_expired',
      });
      // After the pruned deletion a cursor still works, and the younger tombstone is kept.
      const after = await pullAll(second.base, auth, between);
      expect(after.changes.map((c) => c.type)).toEqual(['notifications']);
      const whole = await pullAll(second.base, auth);
      expect(keys(whole.changes)).not.toContain(`offers:${offers[0]?.id}`);
    } finally {
      await second.app.close();
    }
  });

  it('a cursor ahead of the head (a restored backup) gets 410', async () => {
    const first = await serverOn(dataDir);
    const auth = await signIn(first.base);
    const backup = path.join(dataDir, 'backup.sqlite');
    await first.app.close();
    copyFileSync(path.join(dataDir, 'lab.sqlite'), backup);
    const running = await serverOn(dataDir);
    await call(running.base, 'POST', '/notifications/test/', { token: auth });
    const later = (await pullAll(running.base, auth)).cursor;
    await running.app.close();
    copyFileSync(backup, path.join(dataDir, 'lab.sqlite'));

    const restored = await serverOn(dataDir);
    try {
      expect((await pull(restored.base, auth, later)).status).toBe(410);
      expect((await pull(restored.base, auth)).status).toBe(200);
    } finally {
      await restored.app.close();
    }
  });
});

describe('upgrading a database made before the change feed', () => {
  it('back-fills every existing record, so the first pull is the whole state', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lab-sync-upgrade-'));
    const db = new Database(path.join(dataDir, 'lab.sqlite'));
    db.exec(MIGRATIONS[0] ?? '');
    db.pragma('user_version = 1');
    const now = new Date().toISOString();
    db.exec(`
      INSERT INTO lookups (kind, name) VALUES ('role', 'Nurse');
      INSERT INTO users (id, email, created_at) VALUES (7, 'old@lab.test', '${now}');
      INSERT INTO labs (id, user_id, name, email, created_at)
        VALUES (3, 7, 'Old Lab', 'old@lab.test', '${now}');
      INSERT INTO sub_categories (id, lab_id, key, name) VALUES (4, 3, 'blood', 'Blood');
      INSERT INTO services (id, lab_id, sub_category_id, name, price) VALUES (5, 3, 4, 'CBC', 9);
      INSERT INTO offers (id, lab_id, title, price, created_at) VALUES (6, 3, 'Deal', 5, '${now}');
      INSERT INTO clients (id, lab_id, first_name, created_at) VALUES (8, 3, 'Ann', '${now}');
      INSERT INTO addresses (client_id, line1, city) VALUES (8, 'Weg 2', 'Kiel');
      INSERT INTO bookings (id, lab_id, client_id, status, client, tests, scheduled_at, price,
        history, created_at, updated_at)
        VALUES (9, 3, 8, 'pending', '{"id":8}', '[]', '${now}', 9, '[]', '${now}', '${now}');
      INSERT INTO notifications (id, lab_id, created_at, title, type)
        VALUES (10, 3, '${now}', 'Hi', 'mail');
      INSERT INTO team_members (id, lab_id, first_name) VALUES (11, 3, 'Tom');
      INSERT INTO lab_images (id, lab_id, image) VALUES (12, 3, '/media/x.png');
    `);
    db.close();
    const upgraded = await serverOn(dataDir);
    try {
      const auth = await signIn(upgraded.base, 'old@lab.test');
      const pulled = await pullAll(upgraded.base, auth);
      expect(keys(pulled.changes).sort()).toEqual(
        [
          'lab:3',
          'subCategories:4',
          'offers:6',
          'clients:8',
          'bookings:9',
          'notifications:10',
          'teamMembers:11',
          'labImages:12',
        ].sort(),
      );
      const client = pulled.changes.find((c) => c.type === 'clients');
      expect(client?.record?.addresses).toEqual([expect.objectContaining({ city: 'Kiel' })]);
      const sub = pulled.changes.find((c) => c.type === 'subCategories');
      expect(sub?.record?.items).toEqual([expect.objectContaining({ name: 'CBC' })]);
      // And the log goes on from there.
      await call(upgraded.base, 'POST', '/notifications/test/', { token: auth });
      const next = await pullAll(upgraded.base, auth, pulled.cursor);
      expect(next.changes.map((c) => c.type)).toEqual(['notifications']);
    } finally {
      await upgraded.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
