import { db } from '../../../db/db';
import type { AppNotification } from '../../../db/types';
import { ERROR_TEXT, generalMessage } from '../../../lib/errors';
import { ACTIONS } from '../../../sync/actions';
import { enqueue } from '../../../sync/outbox';
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
    const seq = await enqueue({
      action: ACTIONS.markNotificationRead,
      table: 'notifications',
      recordId: current.id,
      method: 'PATCH',
      path: `/notifications/${current.id}/mark-as-read/`,
      label: { key: 'notifications:outbox.mark_read', values: { title: current.title } },
      notice: SERVER_NOTICE_KEY,
      onSuccess: { op: 'put', table: 'notifications' },
      optimistic: async () => {
        const before = await db.notifications.get(current.id);
        if (!before) return null;
        await db.notifications.put({ ...before, read: true });
        return { table: 'notifications', put: [before], remove: [] };
      },
    });
    return { severity: 'info', awaiting: seq };
  } catch (err) {
    return { severity: 'error', text: generalMessage(err) };
  }
}
