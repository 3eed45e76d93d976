import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type OutboxRow } from '../../../src/db/db';
import { markNotificationRead } from '../../../src/features/notifications/api/mark-notification-read';
import { NotificationsPopover } from '../../../src/features/notifications/components/notifications-popover';
import { SYNC_MODE_KEY } from '../../../src/sync/feed';
import { rollBack } from '../../../src/sync/outbox';
import { refresh } from '../../../src/sync/pull';
import { fakeServer, json } from '../sync/fake-server';
import { note, seed } from './seed';
import { initTestI18n } from './test-i18n';

/** The bell, found by its accessible name, which carries the count. */
const bell = (count: number) =>
  screen.findByRole('button', { name: `Notifications, ${count} unread` }, { timeout: 5000 });

/** The reference API's two notification reads, answering from `list` and `unread`. */
function server(list: ReturnType<typeof note>[], unread: number): void {
  fakeServer((req) => {
    if (req.path === '/notifications/')
      return json(200, { data: { notifications: list, unread_count: unread } });
    if (req.path === '/notifications/unread-count/')
      return json(200, { data: { unread_count: unread } });
    return json(404, {});
  });
}

/** A mark-read the server refused (the notification was gone there): rolled back, kept as failed. */
async function refusedMarkRead(id: number): Promise<void> {
  await markNotificationRead(note(id, false));
  const [row] = await db.outbox.toArray();
  await rollBack((row as OutboxRow).rollback);
  await db.outbox.update(row?.seq ?? 0, { status: 'failed', lastError: 'Notification not found' });
}

describe("the bell's unread count", { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n('en'));
  beforeEach(async () => {
    await seed([note(1, false), note(2, false), note(3, true)]);
    // The count's own call, as against a server without the change feed (feed.test.ts has the
    // feed's count, which comes with the last page).
    await db.meta.put({ key: SYNC_MODE_KEY, value: 'legacy' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is the server's unread_count after a pull of the count alone", async () => {
    render(<NotificationsPopover />);
    await bell(2);
    // A notification arrived on the server; only the count was pulled (a push message does so).
    server([note(1, false), note(2, false), note(3, true)], 3);
    await refresh('unreadCount');
    await bell(3);
  });

  it("is the server's unread_count after a pull, though the mirror keeps a refused change's record", async () => {
    await refusedMarkRead(2);
    render(<NotificationsPopover />);
    // Notification 2 is gone on the server: 1 unread there, while the mirror keeps 2 for the row.
    server([note(1, false), note(3, true)], 1);
    await refresh('notifications');
    await bell(1);
    expect(await db.notifications.get(2)).toBeDefined();
  });

  it('counts a change made here at once, and the refused change back, until the next pull', async () => {
    server([note(1, false), note(2, false), note(3, true), note(4, false)], 3);
    render(<NotificationsPopover />);
    await refresh('notifications');
    await bell(3);
    await markNotificationRead(note(4, false));
    await bell(2);
    const [row] = await db.outbox.toArray();
    await rollBack((row as OutboxRow).rollback);
    await db.outbox.clear();
    await bell(3);
  });
});
