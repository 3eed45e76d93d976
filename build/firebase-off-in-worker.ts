import type { Plugin } from 'vite';

const FIREBASE_STUB = '\0firebase-off';

/**
 * Without the Firebase settings the worker never starts Firebase, but a bundler cannot drop
 * modules that run code when loaded: swap them for an empty stand-in so the worker stays small.
 */
export function firebaseOffInWorker(): Plugin {
  return {
    name: 'firebase-off-in-worker',
    enforce: 'pre',
    resolveId(id) {
      return id === 'firebase/app' || id === 'firebase/messaging/sw' ? FIREBASE_STUB : null;
    },
    load(id) {
      if (id !== FIREBASE_STUB) return null;
      return [
        'const off = () => { throw new Error("Push is not configured"); };',
        'export const initializeApp = off;',
        'export const getMessaging = off;',
        'export const onBackgroundMessage = off;',
      ].join('\n');
    },
  };
}
