import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { recordReaders } from '../db/records.ts';
import { NOTIFICATION_COLUMNS, toNotification, type NotificationRow } from '../db/rows.ts';
import { assertOwned, labIdOf, userOf } from '../lib/auth.ts';
import { parse, routeId, text } from '../lib/validate.ts';

const testBody = z.object({
  title: text(200).min(1).default('Test notification'),
  message: text(1000).default('This is a test notification from the reference API.'),
  type: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, 'Use lower-case letters and _')
    .default('mail'),
  avatar: text(500).nullable().default(null),
});

/** Notifications of the caller's lab; `created_at` newest first. */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const list = db.prepare<[number], NotificationRow>(
    `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE lab_id = ? ORDER BY created_at DESC, id DESC`,
  );
  const owner = db.prepare<[number], { lab_id: number; read: number }>(
    'SELECT lab_id, read FROM notifications WHERE id = ?',
  );
  const records = recordReaders(db);
  const markOne = db.prepare<[number]>('UPDATE notifications SET read = 1 WHERE id = ?');
  const markAll = db.prepare<[number]>(
    'UPDATE notifications SET read = 1 WHERE lab_id = ? AND read = 0',
  );
  const deleteOne = db.prepare<[number]>('DELETE FROM notifications WHERE id = ?');
  const deleteAll = db.prepare<[number]>('DELETE FROM notifications WHERE lab_id = ?');
  const insert = db.prepare(
    `INSERT INTO notifications (lab_id, created_at, read, title, message, type, avatar)
     VALUES (@lab, @created_at, 0, @title, @message, @type, @avatar)`,
  );
  const unreadOf = (labId: number | null): number =>
    labId === null ? 0 : records.unreadCount(labId);
  const notification = records.notification;

  app.get('/api/notifications/', async (request) => {
    const labId = userOf(request).lab_id;
    const notifications = labId === null ? [] : list.all(labId).map(toNotification);
    const count = unreadOf(labId);
    return {
      message: count ? `You have ${count} unread notifications.` : 'No unread notifications.',
      data: { notifications, unread_count: count },
    };
  });

  app.get('/api/notifications/unread-count/', async (request) => ({
    data: { unread_count: unreadOf(userOf(request).lab_id) },
  }));

  app.delete<{ Params: { id: string } }>('/api/notifications/:id/delete/', async (request) => {
    const notificationId = routeId(request.params.id, 'Notification');
    assertOwned(owner.get(notificationId), labIdOf(request), 'Notification');
    deleteOne.run(notificationId);
    return { message: 'Notification deleted.' };
  });

  app.patch<{ Params: { id: string } }>('/api/notifications/:id/mark-as-read/', async (request) => {
    const notificationId = routeId(request.params.id, 'Notification');
    const row = owner.get(notificationId);
    assertOwned(row, labIdOf(request), 'Notification');
    if (row?.read)
      return { message: 'Already marked as read.', data: notification(notificationId) };
    markOne.run(notificationId);
    return { message: 'Notification marked as read.', data: notification(notificationId) };
  });

  app.patch('/api/notifications/mark-as-read/', async (request) => {
    const changed = markAll.run(labIdOf(request)).changes;
    if (changed === 0) return { message: 'No new notifications to mark as read' };
    return { message: `${changed} notifications marked as read.` };
  });

  app.delete('/api/notifications/delete/', async (request) => {
    const removed = deleteAll.run(labIdOf(request)).changes;
    return {
      message: removed ? `${removed} notifications deleted.` : 'No notifications to delete.',
    };
  });

  app.post('/api/notifications/test/', async (request, reply) => {
    const labId = labIdOf(request);
    const body = parse(testBody, request.body);
    const info = insert.run({ ...body, lab: labId, created_at: new Date().toISOString() });
    reply.code(201);
    return {
      message: 'Test notification created.',
      data: notification(Number(info.lastInsertRowid)),
    };
  });
}
