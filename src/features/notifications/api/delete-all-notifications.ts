import { deleteMessage, ERROR_TEXT } from '../../../lib/errors';
import { ACTIONS } from '../../../sync/actions';
import { queueDeleteAll } from '../../../sync/optimistic';
import type { NotificationNotice } from './notification-notice';

/** SPEC 7 DELETE /notifications/delete/, queued; the list empties at once. */
export async function deleteAllNotifications(): Promise<NotificationNotice | null> {
  try {
    await queueDeleteAll('notifications', {
      action: ACTIONS.deleteAllNotifications,
      path: '/notifications/delete/',
      label: { key: 'notifications:outbox.delete_all' },
    });
    return null;
  } catch (err) {
    return { severity: 'error', text: deleteMessage(err, ERROR_TEXT.deleteNotification) };
  }
}
