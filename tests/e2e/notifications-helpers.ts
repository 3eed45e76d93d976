import type { Locator, Page } from '@playwright/test';
import { api } from './fixtures';

/** The notification specs' helpers: the demo lab's notifications on the server, an item's button. */

export interface ServerNotification {
  id: number;
  read: boolean;
  title: string;
}

export const listOnServer = (page: Page) =>
  api<{ notifications: ServerNotification[]; unread_count: number }>(page, '/notifications/');

export const unreadOnServer = async (page: Page) =>
  (await api<{ unread_count: number }>(page, '/notifications/unread-count/')).unread_count;

/** A notification made by the reference API for the demo lab, with a name no other test uses. */
export async function createOnServer(page: Page, label: string): Promise<ServerNotification> {
  const title = `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  return api<ServerNotification>(page, '/notifications/test/', {
    method: 'POST',
    body: { title, message: 'Made by the notifications test', type: 'order_placed' },
  });
}

/**
 * An item's button in the open panel. It is named by what it shows (title, message, time), with
 * "Unread:" before it while unread.
 */
export function itemButton(panel: Locator, title: string, unread: boolean): Locator {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return panel.getByRole('button', {
    name: new RegExp(`^${unread ? 'Unread: ' : ''}${escaped}\\b`),
  });
}
