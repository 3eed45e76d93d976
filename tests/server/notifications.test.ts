import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, otherVendor, signIn, startServer, type TestServer } from './helpers.ts';

interface Notification {
  id: number;
  created_at: string;
  read: boolean;
  title: string;
  message: string;
  type: string;
  avatar: string | null;
}
interface NotificationList {
  notifications: Notification[];
  unread_count: number;
}

let server: TestServer;
let base: string;
let token: string;

beforeAll(async () => {
  server = await startServer();
  base = server.base;
  token = await signIn(base);
});
afterAll(() => server.close());

const list = async (auth = token) =>
  (await call<NotificationList>(base, 'GET', '/notifications/', { token: auth })).body;
const unread = async () =>
  (await call<{ unread_count: number }>(base, 'GET', '/notifications/unread-count/', { token }))
    .body.data.unread_count;

describe('notifications', () => {
  it('lists seeded notifications with an unread count and a message', async () => {
    const answer = await call<NotificationList>(base, 'GET', '/notifications/', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBeTypeOf('string');
    const { notifications, unread_count } = answer.body.data;
    expect(notifications).toHaveLength(8);
    expect(unread_count).toBe(notifications.filter((n) => !n.read).length);
    expect(unread_count).toBeGreaterThan(0);
    const types = new Set(notifications.map((n) => n.type));
    for (const type of ['order_placed', 'order_shipped', 'mail', 'chat_message'])
      expect(types).toContain(type);
    expect(
      notifications.some(
        (n) =>
          !['order_placed', 'order_shipped', 'mail', 'chat_message'].includes(n.type) && n.avatar,
      ),
    ).toBe(true);
    expect(notifications[0]).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      read: expect.any(Boolean),
      title: expect.any(String),
      message: expect.any(String),
      type: expect.any(String),
      avatar: null,
    });
    const dates = notifications.map((n) => n.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await unread()).toBe(unread_count);
  });

  it('needs a token on every notification call', async () => {
    const calls: [string, string][] = [
      ['GET', '/notifications/'],
      ['GET', '/notifications/unread-count/'],
      ['DELETE', '/notifications/1/delete/'],
      ['PATCH', '/notifications/1/mark-as-read/'],
      ['PATCH', '/notifications/mark-as-read/'],
      ['DELETE', '/notifications/delete/'],
      ['POST', '/notifications/test/'],
    ];
    for (const [method, path] of calls)
      expect((await call(base, method, path)).status, path).toBe(401);
  });

  it('creates a test notification, marks one read and deletes one', async () => {
    const before = await unread();
    const created = await call<Notification>(base, 'POST', '/notifications/test/', {
      token,
      json: { title: 'Ping', message: 'Hello', type: 'chat_message' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Ping',
      message: 'Hello',
      type: 'chat_message',
      read: false,
    });
    expect(await unread()).toBe(before + 1);
    const id = created.body.data.id;
    expect(
      (await call(base, 'POST', '/notifications/test/', { token, json: { type: 'Not A Type!' } }))
        .status,
    ).toBe(400);
    const empty = await call<Notification>(base, 'POST', '/notifications/test/', { token });
    expect(empty.status).toBe(201);

    const read = await call<Notification>(base, 'PATCH', `/notifications/${id}/mark-as-read/`, {
      token,
    });
    expect(read.status).toBe(200);
    expect(read.body.message).toBeTypeOf('string');
    expect(read.body.data.read).toBe(true);
    expect(await unread()).toBe(before + 1);
    const again = await call(base, 'PATCH', `/notifications/${id}/mark-as-read/`, {
      token,
      raw: '',
    });
    expect(again.body.message).toMatch(/already/i);

    const other = await otherVendor(base);
    expect(
      (await call(base, 'DELETE', `/notifications/${id}/delete/`, { token: other.token })).status,
    ).toBe(403);
    expect(
      (await call(base, 'PATCH', `/notifications/${id}/mark-as-read/`, { token: other.token }))
        .status,
    ).toBe(403);
    const removed = await call(base, 'DELETE', `/notifications/${id}/delete/`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBeTypeOf('string');
    expect((await call(base, 'DELETE', `/notifications/${id}/delete/`, { token })).status).toBe(
      404,
    );
    expect(
      (await call(base, 'PATCH', '/notifications/99999/mark-as-read/', { token })).status,
    ).toBe(404);
    expect((await call(base, 'PATCH', '/notifications/x/mark-as-read/', { token })).status).toBe(
      404,
    );
  });

  it('marks all read, then deletes all', async () => {
    const all = await call(base, 'PATCH', '/notifications/mark-as-read/', { token, raw: '' });
    expect(all.status).toBe(200);
    expect(all.body.message).toBeTypeOf('string');
    expect(await unread()).toBe(0);
    const none = await call(base, 'PATCH', '/notifications/mark-as-read/', { token });
    expect(none.body.message).toBe('No new notifications to mark as read');
    const other = await otherVendor(base);
    await call(base, 'POST', '/notifications/test/', { token: other.token });
    const cleared = await call(base, 'DELETE', '/notifications/delete/', { token });
    expect(cleared.status).toBe(200);
    expect(cleared.body.message).toBeTypeOf('string');
    expect((await list()).data).toEqual({ notifications: [], unread_count: 0 });
    expect((await list(other.token)).data.notifications).toHaveLength(1);
  });
});
