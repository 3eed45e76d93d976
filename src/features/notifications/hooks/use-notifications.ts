import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { AppNotification } from '../../../db/types';
import { UNREAD_BASE_KEY, UNREAD_COUNT_KEY } from '../../../sync/pull-state';
import { countUnread } from '../../../db/unread';

/** The mirrored notifications, newest first; undefined while loading. */
export function useNotifications(): AppNotification[] | undefined {
  return useLiveQuery(() => db.notifications.orderBy('created_at').reverse().toArray(), []);
}

/**
 * The bell's count: the server's unread_count from the last pull, moved by what changed in the
 * mirror since (marked read or deleted here: at once; a refused change: back again). So it is
 * the server's figure after every pull, even where the mirror keeps records of its own (a change
 * the server refused, a pull of the count alone). Before the first pull, the mirror's count.
 */
export function useUnreadCount(): number | undefined {
  return useLiveQuery(async () => {
    const mirror = await countUnread();
    const [server, base] = await db.meta.bulkGet([UNREAD_COUNT_KEY, UNREAD_BASE_KEY]);
    if (typeof server?.value !== 'number' || typeof base?.value !== 'number') return mirror;
    return Math.max(0, server.value + mirror - base.value);
  }, []);
}
