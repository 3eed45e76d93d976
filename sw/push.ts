import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage, type MessagePayload } from 'firebase/messaging/sw';
import { db } from '../src/db/db';

/**
 * Firebase messaging inside the one worker (PITFALLS: no second firebase-messaging-sw.js). The
 * settings are build-time constants: without them the worker handles clicks only.
 */
const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? '',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '',
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? '',
  messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '',
  appId: import.meta.env.VITE_FIREBASE_APP_ID ?? '',
};

/** Written out key by key so the bundler folds it to a constant and drops Firebase when off. */
export const pushConfiguredInWorker = Boolean(
  import.meta.env.VITE_FIREBASE_API_KEY &&
  import.meta.env.VITE_FIREBASE_AUTH_DOMAIN &&
  import.meta.env.VITE_FIREBASE_PROJECT_ID &&
  import.meta.env.VITE_FIREBASE_STORAGE_BUCKET &&
  import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID &&
  import.meta.env.VITE_FIREBASE_APP_ID &&
  import.meta.env.VITE_FIREBASE_VAPID_KEY,
);

const ICON = '/icons/icon-192.png';

/*
 * The few worker features used here, typed by shape so the handlers can be tested in a page-like
 * environment; ServiceWorkerGlobalScope fits these.
 */
interface WindowLike {
  url: string;
  focus(): Promise<WindowLike>;
  navigate(url: string): Promise<unknown>;
}
interface ShownNotification {
  data: unknown;
  close(): void;
}
interface ClickEvent {
  notification: { data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
  stopImmediatePropagation(): void;
}
export interface PushScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
    getNotifications(): Promise<readonly ShownNotification[]>;
  };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'notificationclick', listener: (event: ClickEvent) => void): void;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Where a click should land: the message's own link inside this app, else the dashboard. */
export function clickTarget(data: unknown, origin: string): string {
  const d = (data ?? {}) as Record<string, unknown>;
  const fcm = (d.FCM_MSG ?? {}) as {
    fcmOptions?: { link?: unknown };
    data?: Record<string, unknown>;
  };
  const link = text(d.link) ?? text(fcm.fcmOptions?.link) ?? text(fcm.data?.link) ?? '/';
  try {
    const url = new URL(link, origin);
    return url.origin === origin ? url.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

/**
 * A background message becomes a notification only when it is data-only: the SDK shows those
 * with a `notification` payload itself, and showing them again would make two (PITFALLS).
 */
export async function showBackgroundMessage(sw: PushScope, payload: MessagePayload): Promise<void> {
  if (payload.notification) return;
  const title = text(payload.data?.title);
  if (!title) return;
  await sw.registration.showNotification(title, {
    body: text(payload.data?.body) ?? text(payload.data?.message) ?? '',
    icon: ICON,
    data: { link: text(payload.data?.link) ?? '/' },
  });
}

/** Sign-out deletes the session row (with the whole database): without it nobody is signed in. */
export async function vendorSignedIn(): Promise<boolean> {
  return db.session.get('current').then(
    (session) => session !== undefined,
    () => false,
  );
}

/**
 * A message for a vendor who has signed out must not show on a shared tablet. Data-only messages
 * are simply not shown; Firebase has already shown one with a `notification` payload by the time
 * this runs (there is no hook before it), so that one is closed again.
 */
export async function handleBackgroundMessage(
  sw: PushScope,
  payload: MessagePayload,
  signedIn: () => Promise<boolean> = vendorSignedIn,
): Promise<void> {
  if (await signedIn()) return showBackgroundMessage(sw, payload);
  for (const shown of await sw.registration.getNotifications()) {
    const fcm = (shown.data as { FCM_MSG?: { fcmMessageId?: unknown } } | null)?.FCM_MSG;
    if (fcm && fcm.fcmMessageId === payload.messageId) shown.close();
  }
}

/** Focuses a window of the app (moving it to the target screen) or opens one there. */
export async function openFromNotification(sw: PushScope, data: unknown): Promise<void> {
  const target = clickTarget(data, sw.location.origin);
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
  if (open) {
    // Browsers allow focus() only while they handle a real click, and only shortly after it: when
    // it is refused the window still moves to the screen, ready when the vendor switches to it.
    const focused = await open.focus().catch(() => open);
    if (focused.url !== target) await focused.navigate(target).catch(() => undefined);
    return;
  }
  await sw.clients.openWindow(target);
}

export function installPush(sw: PushScope): void {
  // Added before Firebase's own listener, so every click (ours or the SDK's) lands the same way.
  sw.addEventListener('notificationclick', (event) => {
    event.stopImmediatePropagation();
    event.notification.close();
    event.waitUntil(openFromNotification(sw, event.notification.data));
  });
  if (!pushConfiguredInWorker) return;
  const messaging = getMessaging(initializeApp(firebaseConfig));
  // Returned, not dropped: Firebase awaits it inside the push event's waitUntil, so the worker is
  // kept alive until the notification is shown (or closed again).
  onBackgroundMessage(messaging, (payload) => handleBackgroundMessage(sw, payload));
}
