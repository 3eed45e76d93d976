import type { FirebaseApp } from 'firebase/app';
import type { MessagePayload, Messaging } from 'firebase/messaging';
import { env, pushConfigured } from '../config/env';

/** The parts of Firebase messaging the app uses, loaded on first use only. */
export interface FirebaseMessaging {
  messaging: Messaging;
  getToken: (options: {
    vapidKey: string;
    serviceWorkerRegistration: ServiceWorkerRegistration;
  }) => Promise<string>;
  onMessage: (handler: (payload: MessagePayload) => void) => () => void;
}

let cached: Promise<FirebaseMessaging | null> | undefined;

async function load(): Promise<FirebaseMessaging | null> {
  // Loaded here and nowhere else, so Firebase stays out of the bundle until push is used.
  const [appModule, messagingModule] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messagingModule.isSupported())) return null;
  const { vapidKey: _vapidKey, ...options } = env.firebase;
  const app: FirebaseApp =
    appModule.getApps().find((a) => a.name === '[DEFAULT]') ?? appModule.initializeApp(options);
  const messaging = messagingModule.getMessaging(app);
  return {
    messaging,
    getToken: (opts) => messagingModule.getToken(messaging, opts),
    onMessage: (handler) => messagingModule.onMessage(messaging, handler),
  };
}

/**
 * The one cached Firebase messaging instance, or null when push is not set up for this
 * installation or the browser cannot do push. Firebase is imported on the first call only.
 */
export function getFirebaseMessaging(): Promise<FirebaseMessaging | null> {
  if (!pushConfigured) return Promise.resolve(null);
  cached ??= load().catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}
