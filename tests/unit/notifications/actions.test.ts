import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import { ApiError, ERROR_TEXT } from '../../../src/lib/errors';
import { deleteAllNotifications } from '../../../src/features/notifications/api/delete-all-notifications';
import { deleteNotification } from '../../../src/features/notifications/api/delete-notification';
import { markAllNotificationsRead } from '../../../src/features/notifications/api/mark-all-notifications-read';
import { markNotificationRead } from '../../../src/features/notifications/api/mark-notification-read';
import { relativeTime } from '../../../src/features/notifications/lib/relative-time';
import { rollBack } from '../../../src/sync/outbox';
import { refusalMessage } from '../../../src/sync/actions';
import { HOUR, note, seed } from './seed';

const rows = () => db.outbox.toArray();

describe('notification actions (through the outbox)', () => {
  beforeEach(async () => {
    await seed([note(1, false), note(2, false), note(3, true)]);
  });

  it('marks one read at once and queues PATCH /notifications/{id}/mark-as-read/ with no body', async () => {
    const notice = await markNotificationRead(note(1, false));
    expect((await db.notifications.get(1))?.read).toBe(true);
    const [row] = await rows();
    expect(notice).toEqual({ severity: 'info', awaiting: row?.seq });
    expect(row).toMatchObject({
      method: 'PATCH',
      path: '/notifications/1/mark-as-read/',
      body: { kind: 'none' },
      userId: 7,
      status: 'pending',
    });
  });

  it("says 'Already marked as read' for a read one and sends nothing", async () => {
    const notice = await markNotificationRead(note(3, true));
    expect(notice).toEqual({ severity: 'info', text: 'Already marked as read' });
    expect(await rows()).toHaveLength(0);
  });

  it('marks all read at once and queues PATCH /notifications/mark-as-read/', async () => {
    const notice = await markAllNotificationsRead();
    expect(await db.notifications.filter((n) => !n.read).count()).toBe(0);
    const [row] = await rows();
    expect(notice).toEqual({ severity: 'info', awaiting: row?.seq });
    expect(row).toMatchObject({ method: 'PATCH', path: '/notifications/mark-as-read/' });
    expect(row?.body).toEqual({ kind: 'none' });
  });

  it("says 'No new notifications to mark as read' with nothing unread and sends nothing", async () => {
    await seed([note(3, true)]);
    const notice = await markAllNotificationsRead();
    expect(notice).toEqual({ severity: 'info', text: 'No new notifications to mark as read' });
    expect(await rows()).toHaveLength(0);
  });

  it('deletes one at once and queues DELETE /notifications/{id}/delete/', async () => {
    expect(await deleteNotification(2)).toBeNull();
    expect(await db.notifications.get(2)).toBeUndefined();
    expect(await rows()).toMatchObject([{ method: 'DELETE', path: '/notifications/2/delete/' }]);
  });

  it('deletes all at once and queues DELETE /notifications/delete/', async () => {
    expect(await deleteAllNotifications()).toBeNull();
    expect(await db.notifications.count()).toBe(0);
    expect(await rows()).toMatchObject([{ method: 'DELETE', path: '/notifications/delete/' }]);
  });

  it('puts everything back when the server refuses (rollback)', async () => {
    await deleteAllNotifications();
    const [row] = await rows();
    await rollBack(row?.rollback ?? null);
    expect(await db.notifications.count()).toBe(3);
  });

  it('reports an action the outbox could not store as an alert', async () => {
    await db.session.clear();
    expect(await deleteNotification(1)).toEqual({ severity: 'error', text: 'Not signed in' });
    expect(await markAllNotificationsRead()).toMatchObject({ severity: 'error' });
  });
});

describe('SPEC 8 texts of refused notification changes', () => {
  const refused = new ApiError('http', '', { status: 400, body: {} });
  it("a single delete falls back to 'Failed to delete offer'", async () => {
    await seed([note(1, false)]);
    await deleteNotification(1);
    const [row] = await rows();
    expect(refusalMessage(row?.action ?? '', refused)).toBe(ERROR_TEXT.deleteOffer);
    expect(ERROR_TEXT.deleteOffer).toBe('Failed to delete offer');
  });
  it("delete all falls back to 'Failed to delete notification'", async () => {
    await seed([note(1, false)]);
    await deleteAllNotifications();
    const [row] = await rows();
    expect(refusalMessage(row?.action ?? '', refused)).toBe('Failed to delete notification');
  });
  it("the server's message wins over the fallback", async () => {
    await seed([note(1, false)]);
    await markNotificationRead(note(1, false));
    const [row] = await rows();
    const withMessage = new ApiError('http', '', { status: 404, body: { message: 'Not found.' } });
    expect(refusalMessage(row?.action ?? '', withMessage)).toBe('Not found.');
  });
});

describe('relative time', () => {
  it("reads 'about 2 hours ago' in English and the German form in German", () => {
    const iso = new Date(Date.now() - 2 * HOUR).toISOString();
    expect(relativeTime(iso, 'en')).toBe('about 2 hours ago');
    expect(relativeTime(iso, 'de')).toBe('vor etwa 2 Stunden');
    expect(relativeTime(iso, 'en-GB')).toBe('about 2 hours ago');
  });
});
