import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { AppNotification } from '../../../db/types';

/** The mirrored notifications, newest first; undefined while loading. */
export function useNotifications(): AppNotification[] | undefined {
  return useLiveQuery(() => db.notifications.orderBy('created_at').reverse().toArray(), []);
}

/**
 * The bell's count: the unread notifications in the mirror, so optimistic changes show at once
 * and the count always matches the list (GET /notifications/ carries every notification).
 */
export function useUnreadCount(): number | undefined {
  return useLiveQuery(() => db.notifications.filter((n) => !n.read).count(), []);
}
