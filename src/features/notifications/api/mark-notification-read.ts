import { db } from '../../../db/db';
import type { AppNotification } from '../../../db/types';
import { ERROR_TEXT, generalMessage } from '../../../lib/errors';
import { ACTIONS } from '../../../sync/actions';
import { enqueue } from '../../../sync/outbox';
import type { NotificationNotice } from './notification-notice';

/**
 * SPEC 7 PATCH /notifications/{id}/mark-as-read/ (empty body), queued in the outbox. A
 * notification that is already read sends nothing and says so (SPEC 8).
 */
export async function markNotificationRead(
  notification: AppNotification,
): Promise<NotificationNotice | null> {
  const current = (await db.notifications.get(notification.id)) ?? notification;
  if (current.read) return { severity: 'info', text: ERROR_TEXT.alreadyRead };
  try {
    await enqueue({
      action: ACTIONS.markNotificationRead,
      table: 'notifications',
      recordId: current.id,
      method: 'PATCH',
      path: `/notifications/${current.id}/mark-as-read/`,
      label: { key: 'notifications:outbox.mark_read', values: { title: current.title } },
      onSuccess: { op: 'put', table: 'notifications' },
      optimistic: async () => {
        const before = await db.notifications.get(current.id);
        if (!before) return null;
        await db.notifications.put({ ...before, read: true });
        return { table: 'notifications', put: [before], remove: [] };
      },
    });
    return null;
  } catch (err) {
    return { severity: 'error', text: generalMessage(err) };
  }
}
