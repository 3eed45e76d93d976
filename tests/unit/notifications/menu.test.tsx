import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import type * as Pull from '../../../src/sync/pull';
import { NotificationsPopover } from '../../../src/features/notifications/components/notifications-popover';
import { replay } from '../../../src/sync/replay';
import { fakeServer, json } from '../sync/fake-server';
import { note, seed } from './seed';
import { initTestI18n } from './test-i18n';

const refresh = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../src/sync/pull', async (importOriginal) => ({
  ...(await importOriginal<typeof Pull>()),
  refresh,
}));

async function openMenu() {
  const user = userEvent.setup();
  render(<NotificationsPopover footer={<p>push settings here</p>} />);
  const bell = await screen.findByRole(
    'button',
    { name: /Notifications, 2 unread/ },
    { timeout: 5000 },
  );
  await user.click(bell);
  // The panel is a lazy chunk: its first import can take a while on a busy machine.
  const menu = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
  await within(menu).findAllByTestId('notification-item');
  return { user, menu };
}

describe('notification menu', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  beforeEach(async () => {
    refresh.mockClear();
    await seed([
      note(1, false, { type: 'order_placed' }),
      note(2, false, {
        type: 'system',
        avatar: '/media/a.png',
        message: undefined,
        description: 'Described',
      }),
      note(3, true, { type: 'chat_message' }),
    ]);
  });

  it('shows the title, unread line, both buttons and each item with its icon, text and time', async () => {
    const { menu } = await openMenu();
    expect(refresh).toHaveBeenCalledWith('notifications');
    expect(within(menu).getByRole('heading', { name: 'Notifications' })).toBeVisible();
    expect(await within(menu).findByText('2 unread notifications')).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Delete all notifications' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    const items = within(menu).getAllByTestId('notification-item');
    expect(items).toHaveLength(3);
    expect(items.map((i) => i.dataset.read)).toEqual(['false', 'false', 'true']);
    expect(within(items[0] as HTMLElement).getByText('about 1 hour ago')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Described')).toBeVisible();
    expect(menu.querySelector('[data-type="order_placed"] svg')).not.toBeNull();
    expect(menu.querySelector('[data-type="system"] img')?.getAttribute('src')).toBe(
      '/media/a.png',
    );
    expect(
      within(menu).getByRole('button', { name: 'Delete notification: Title 3' }),
    ).toBeVisible();
    expect(within(menu).getByText('push settings here')).toBeVisible();
  });

  it('marks an item read when clicked, and the bell counts down at once', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: /^Unread: ?Title 1(?!\d)/ }));
    await waitFor(() => expect(within(menu).getByText('1 unread notifications')).toBeVisible());
    // The bell reads the count with a live query of its own: it follows in the same moment.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Notifications, 1 unread/, hidden: true }),
      ).toHaveTextContent('1'),
    );
    expect(await db.outbox.count()).toBe(1);
  });

  it("shows 'Already marked as read' for a read item", async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: /^Title 3(?!\d)/ }));
    expect(await within(menu).findByRole('alert')).toHaveTextContent('Already marked as read');
    expect(await db.outbox.count()).toBe(0);
  });

  it("shows 'No new notifications to mark as read' after everything is read", async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(menu).getByText('0 unread notifications')).toBeVisible());
    await user.click(within(menu).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(menu).findByRole('alert')).toHaveTextContent(
      'No new notifications to mark as read',
    );
    expect(await db.outbox.count()).toBe(1);
  });

  it("shows the server's message once marking one read has reached it", async () => {
    fakeServer(() =>
      json(200, { message: 'Notification marked as read.', data: { ...note(1, true) } }),
    );
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: /^Unread: ?Title 1(?!\d)/ }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect(within(menu).queryByRole('alert')).toBeNull();
    await replay();
    expect(await within(menu).findByRole('alert')).toHaveTextContent(
      'Notification marked as read.',
    );
  });

  it("shows the server's message once marking all read has reached it", async () => {
    const { sent } = fakeServer(() => json(200, { message: '2 notifications marked as read.' }));
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await replay();
    expect(await within(menu).findByRole('alert')).toHaveTextContent(
      '2 notifications marked as read.',
    );
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PATCH /notifications/mark-as-read/',
    ]);
  });

  it('removes one item, then all, at once', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Delete notification: Title 2' }));
    await waitFor(() => expect(within(menu).getAllByTestId('notification-item')).toHaveLength(2));
    await user.click(within(menu).getByRole('button', { name: 'Delete all notifications' }));
    expect(await within(menu).findByText('No notifications')).toBeVisible();
  });

  it('shows a change the server refused as an alert with its SPEC 8 text', async () => {
    const { menu } = await openMenu();
    await db.outbox.add({
      userId: 7,
      action: 'deleteAllNotifications',
      table: 'notifications',
      recordId: 'all',
      method: 'DELETE',
      path: '/notifications/delete/',
      body: { kind: 'none' },
      idempotencyKey: 'k',
      createdAt: Date.now(),
      attempts: 1,
      status: 'failed',
      lastError: 'Failed to delete notification',
      rollback: null,
      onSuccess: { op: 'none' },
      label: { key: 'notifications:outbox.delete_all' },
    });
    expect(await within(menu).findByRole('alert')).toHaveTextContent(
      'Failed to delete notification',
    );
  });

  it('speaks German when the language is German', async () => {
    await initTestI18n('de');
    const user = userEvent.setup();
    render(<NotificationsPopover />);
    await user.click(
      await screen.findByRole('button', { name: /Benachrichtigungen, 2 ungelesen/ }),
    );
    const menu = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    expect(await within(menu).findByText('2 ungelesene Benachrichtigungen')).toBeVisible();
    expect(within(menu).getByText('vor etwa 1 Stunde')).toBeVisible();
    await initTestI18n('en');
  });
});
