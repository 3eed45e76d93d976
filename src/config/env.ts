/** Build-time environment, parsed once. */
const host = (import.meta.env.VITE_API_HOST ?? '').replace(/\/+$/, '');

export const env = {
  /** `{host}/api` of SPEC 7; an empty host means the app's own origin. */
  apiBase: `${host}/api`,
  apiHost: host,
  appVersion: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? '',
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '',
    storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? '',
    messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '',
    appId: import.meta.env.VITE_FIREBASE_APP_ID ?? '',
    vapidKey: import.meta.env.VITE_FIREBASE_VAPID_KEY ?? '',
  },
} as const;

/** Push is on only when every Firebase setting is present. */
export const pushConfigured = Object.values(env.firebase).every((v) => v !== '');

/** A URL the app can load for a path the API answers (uploads come back as `/media/...`). */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|blob:|data:)/.test(path)) return path;
  return `${host}${path}`;
}
