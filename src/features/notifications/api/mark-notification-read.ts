import { db } from '../../../db/db';
import type { AppNotification } from '../../../db/types';
import { ERROR_TEXT, generalMessage } from '../../../lib/errors';
import { ACTIONS } from '../../../sync/actions';
import { queueUpdate } from '../../../sync/optimistic';
import { SERVER_NOTICE_KEY, type NotificationNotice } from './notification-notice';

/**
 * SPEC 7 PATCH /notifications/{id}/mark-as-read/ (empty body), queued in the outbox; the server's
 * message shows once it has answered. A notification that is already read sends nothing and
 * says so (SPEC 8).
 */
export async function markNotificationRead(
  notification: AppNotification,
): Promise<NotificationNotice | null> {
  const current = (await db.notifications.get(notification.id)) ?? notification;
  if (current.read) return { severity: 'info', text: ERROR_TEXT.alreadyRead };
  try {
    const seq = await queueUpdate('notifications', current.id, {
      action: ACTIONS.markNotificationRead,
      method: 'PATCH',
      path: `/notifications/${current.id}/mark-as-read/`,
      label: { key: 'notifications:outbox.mark_read', values: { title: current.title } },
      notice: SERVER_NOTICE_KEY,
      change: (n) => ({ ...n, read: true }),
      // A notification a pull removed meanwhile is still marked on the server.
      ifMissing: 'send',
    });
    return { severity: 'info', awaiting: seq };
  } catch (err) {
    return { severity: 'error', text: generalMessage(err) };
  }
}
