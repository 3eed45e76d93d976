import { db } from './db';

/**
 * How many mirrored notifications are unread. One read of the whole table: `read` is a boolean,
 * which IndexedDB does not index, and a filtered count walks a cursor with a round trip per record
 * (over a second for 20,000 notifications on a phone, again after every change to them).
 */
export async function countUnread(): Promise<number> {
  const all = await db.notifications.toArray();
  let unread = 0;
  for (const n of all) if (!n.read) unread += 1;
  return unread;
}
