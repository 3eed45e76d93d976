import { db } from '../../../db/db';
import { deleteMessage, ERROR_TEXT } from '../../../lib/errors';
import { ACTIONS } from '../../../sync/actions';
import { enqueue } from '../../../sync/outbox';
import type { NotificationNotice } from './notification-notice';

/** SPEC 7 DELETE /notifications/delete/, queued; the list empties at once. */
export async function deleteAllNotifications(): Promise<NotificationNotice | null> {
  try {
    await enqueue({
      action: ACTIONS.deleteAllNotifications,
      table: 'notifications',
      recordId: 'all',
      method: 'DELETE',
      path: '/notifications/delete/',
      label: { key: 'notifications:outbox.delete_all' },
      onSuccess: { op: 'none' },
      optimistic: async () => {
        const before = await db.notifications.toArray();
        await db.notifications.clear();
        return { table: 'notifications', put: before, remove: [] };
      },
    });
    return null;
  } catch (err) {
    return { severity: 'error', text: deleteMessage(err, ERROR_TEXT.deleteNotification) };
  }
}
