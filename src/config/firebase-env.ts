/**
 * The build variables of Firebase's web config and VAPID key: push is on only when every one is
 * set. The app reads them (env.ts) and so does the build (build/push-configured.ts), which runs in
 * Node: this file must not touch import.meta.env.
 */
export const FIREBASE_ENV = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  vapidKey: 'VITE_FIREBASE_VAPID_KEY',
} as const;
