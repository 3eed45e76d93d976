import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { collectConsoleErrors, signInFast } from './fixtures';
import { createOnServer, itemButton, listOnServer, unreadOnServer } from './notifications-helpers';

async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(menu).toBeVisible();
  return menu;
}

/** The bell; the open menu hides the rest of the page from assistive tech, so look there too. */
const bell = (page: Page, count: number) =>
  page.getByRole('button', { name: `Notifications, ${count} unread`, includeHidden: true });

test.describe('notifications', () => {
  test("the bell shows the demo lab's unread count, and push is off without settings", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await signInFast(page);
    // Another run's "delete all" may have emptied the list: make sure there is something unread.
    await createOnServer(page, 'Unread');
    await page.reload();
    const count = await unreadOnServer(page);
    expect(count).toBeGreaterThan(0);
    await expect(bell(page, count)).toBeVisible();
    await expect(page.getByTestId('notifications-badge')).toContainText(String(count));
    const menu = await openMenu(page);
    await expect(menu.getByText(`${count} unread notifications`)).toBeVisible();
    await expect(
      menu.getByText('Push notifications are not set up for this installation'),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a notification created on the server appears after a refresh', async ({ page }) => {
    await signInFast(page);
    const before = await unreadOnServer(page);
    await expect(bell(page, before)).toBeVisible();
    const made = await createOnServer(page, 'Arrived');
    await page.reload();
    await expect(bell(page, before + 1)).toBeVisible();
    const menu = await openMenu(page);
    const item = menu.getByTestId('notification-item').filter({ hasText: made.title });
    await expect(item).toHaveAttribute('data-read', 'false');
    await expect(item.getByText(/less than a minute ago|1 minute ago/)).toBeVisible();
  });

  test('marking one read reaches the server', async ({ page }) => {
    await signInFast(page);
    const made = await createOnServer(page, 'Mark me');
    await page.reload();
    const menu = await openMenu(page);
    await itemButton(menu, made.title, true).click();
    await expect(
      menu.getByTestId('notification-item').filter({ hasText: made.title }),
    ).toHaveAttribute('data-read', 'true');
    // SPEC 8: the server's message, once the queued change has reached it.
    await expect(menu.getByRole('alert')).toHaveText('Notification marked as read.');
    await expect
      .poll(
        async () => (await listOnServer(page)).notifications.find((n) => n.id === made.id)?.read,
      )
      .toBe(true);
    await itemButton(menu, made.title, false).click();
    await expect(menu.getByRole('alert')).toHaveText('Already marked as read');
  });

  test('marking all read reaches the server', async ({ page }) => {
    await signInFast(page);
    await createOnServer(page, 'All read');
    await page.reload();
    const unread = await unreadOnServer(page);
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(menu.getByText('0 unread notifications')).toBeVisible();
    await expect(menu.getByRole('alert')).toHaveText(`${unread} notifications marked as read.`);
    await expect(bell(page, 0)).toBeAttached();
    await expect.poll(() => unreadOnServer(page)).toBe(0);
    await menu.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(menu.getByRole('alert')).toHaveText('No new notifications to mark as read');
  });

  test('deleting one reaches the server', async ({ page }) => {
    await signInFast(page);
    const made = await createOnServer(page, 'Delete me');
    const kept = await createOnServer(page, 'Keep me');
    await page.reload();
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: `Delete notification: ${made.title}` }).click();
    await expect(menu.getByText(made.title)).toHaveCount(0);
    await expect
      .poll(async () => (await listOnServer(page)).notifications.map((n) => n.id))
      .not.toContain(made.id);
    expect((await listOnServer(page)).notifications.map((n) => n.id)).toContain(kept.id);
  });

  test('deleting all reaches the server', async ({ page }) => {
    await signInFast(page);
    await createOnServer(page, 'Gone 1');
    await createOnServer(page, 'Gone 2');
    await page.reload();
    const menu = await openMenu(page);
    await expect(menu.getByTestId('notification-item').first()).toBeVisible();
    await menu.getByRole('button', { name: 'Delete all notifications' }).click();
    await expect(menu.getByText('No notifications')).toBeVisible();
    await expect.poll(async () => (await listOnServer(page)).notifications.length).toBe(0);
    await page.reload();
    await expect(bell(page, 0)).toBeAttached();
  });
});
