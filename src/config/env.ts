import { FIREBASE_ENV } from './firebase-env';

/** Build-time environment, parsed once. */
const host = (import.meta.env.VITE_API_HOST ?? '').replace(/\/+$/, '');

type FirebaseConfig = { [K in keyof typeof FIREBASE_ENV]: string };

export const env = {
  /** `{host}/api` of SPEC 7; an empty host means the app's own origin. */
  apiBase: `${host}/api`,
  apiHost: host,
  appVersion: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
  firebase: Object.fromEntries(
    Object.entries(FIREBASE_ENV).map(([key, name]) => [
      key,
      (import.meta.env[name] as string | undefined) ?? '',
    ]),
  ) as FirebaseConfig,
} as const;

/** Push is on only when every Firebase setting is present. */
export const pushConfigured = Object.values(env.firebase).every((v) => v !== '');

/** A URL the app can load for a path the API answers (uploads come back as `/media/...`). */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|blob:|data:)/.test(path)) return path;
  return `${host}${path}`;
}
