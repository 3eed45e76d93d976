import type { MessagePayload } from 'firebase/messaging';
import { PUSH_TOKEN_REFRESH_MS } from '../../../config/constants';
import { pushConfigured } from '../../../config/env';
import { getFirebaseMessaging } from '../../../lib/firebase';
import { refresh } from '../../../sync/pull';
import { registerPushToken } from './register-push';
import { readPushToken } from './push-token-store';

/** SPEC 4: a token older than 7 days is fetched and registered again. */
export async function refreshStalePushToken(now = Date.now()): Promise<boolean> {
  if (!pushConfigured) return false;
  const stored = await readPushToken();
  if (!stored || now - stored.registeredAt < PUSH_TOKEN_REFRESH_MS) return false;
  if (!('Notification' in globalThis) || Notification.permission !== 'granted') return false;
  return registerPushToken();
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * SPEC 2: a message while the app is open shows a browser notification (title, body) and
 * refetches the notifications, the unread count, the bookings and the dashboard.
 */
export function handleForegroundMessage(payload: MessagePayload): void {
  const title = text(payload.notification?.title) ?? text(payload.data?.title);
  const body = text(payload.notification?.body) ?? text(payload.data?.body) ?? '';
  if (title && 'Notification' in globalThis && Notification.permission === 'granted') {
    try {
      new Notification(title, { body });
    } catch {
      // Chrome on Android only allows notifications through the service worker.
      void navigator.serviceWorker?.ready
        .then((registration) => registration.showNotification(title, { body }))
        .catch((err: unknown) => console.warn('Could not show the notification', err));
    }
  }
  for (const resource of ['notifications', 'unreadCount', 'bookings', 'dashboard'] as const) {
    void refresh(resource).catch(() => undefined);
  }
}

/** Listens for messages while the app is open; only called when this device has push on. */
export async function listenForMessages(): Promise<() => void> {
  const firebase = await getFirebaseMessaging();
  if (!firebase) return () => undefined;
  return firebase.onMessage(handleForegroundMessage);
}
