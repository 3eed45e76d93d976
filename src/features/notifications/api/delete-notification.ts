import type { Id } from '../../../db/types';
import { deleteMessage, ERROR_TEXT } from '../../../lib/errors';
import { ACTIONS } from '../../../sync/actions';
import { queueDelete } from '../../../sync/optimistic';
import type { NotificationNotice } from './notification-notice';

/** SPEC 7 DELETE /notifications/{id}/delete/, queued; the item leaves the list at once (SPEC 4). */
export async function deleteNotification(id: Id): Promise<NotificationNotice | null> {
  try {
    await queueDelete('notifications', id, {
      action: ACTIONS.deleteNotification,
      path: `/notifications/${id}/delete/`,
      label: { key: 'notifications:outbox.delete' },
    });
    return null;
  } catch (err) {
    // SPEC 8: a single notification's delete falls back to the offer text.
    return { severity: 'error', text: deleteMessage(err, ERROR_TEXT.deleteOffer) };
  }
}
