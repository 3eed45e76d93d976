import { ERROR_TEXT, generalMessage } from '../../../lib/errors';
import { ACTIONS } from '../../../sync/actions';
import { queueUpdateAll } from '../../../sync/optimistic';
import { SERVER_NOTICE_KEY, type NotificationNotice } from './notification-notice';
import { countUnread } from '../../../db/unread';

/**
 * SPEC 7 PATCH /notifications/mark-as-read/ (empty body), queued in the outbox; the server's
 * message shows once it has answered. With nothing unread it sends nothing and says so (SPEC 8).
 */
export async function markAllNotificationsRead(): Promise<NotificationNotice | null> {
  const unread = await countUnread();
  if (unread === 0) return { severity: 'info', text: ERROR_TEXT.noNewNotifications };
  try {
    const seq = await queueUpdateAll('notifications', {
      action: ACTIONS.markAllNotificationsRead,
      method: 'PATCH',
      path: '/notifications/mark-as-read/',
      label: { key: 'notifications:outbox.mark_all_read' },
      notice: SERVER_NOTICE_KEY,
      which: (n) => !n.read,
      change: (n) => ({ ...n, read: true }),
    });
    return { severity: 'info', awaiting: seq };
  } catch (err) {
    return { severity: 'error', text: generalMessage(err) };
  }
}
