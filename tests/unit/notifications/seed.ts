import { db } from '../../../src/db/db';
import type { AppNotification } from '../../../src/db/types';

export const HOUR = 60 * 60 * 1000;

export function note(id: number, read: boolean, extra: Partial<AppNotification> = {}) {
  return {
    id,
    read,
    title: `Title ${id}`,
    message: `Message ${id}`,
    type: 'mail',
    avatar: null,
    created_at: new Date(Date.now() - id * HOUR).toISOString(),
    ...extra,
  } satisfies AppNotification;
}

/** A signed-in vendor and the given notifications in a fresh mirror. */
export async function seed(notifications: AppNotification[]): Promise<void> {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({
    key: 'current',
    token: 'tok-vendor',
    user: { id: 7, email: 'demo@lab.test', first_name: 'Dana' },
    vendor: null,
    signedInAt: new Date().toISOString(),
  });
  await db.notifications.bulkPut(notifications);
}
