import { db } from './db';
import { UNREAD_FIELD } from './unread-flag';

/** How many mirrored notifications are unread: a count of an index, no record read (unread-flag.ts). */
export function countUnread(): Promise<number> {
  return db.notifications.where(UNREAD_FIELD).equals(1).count();
}
