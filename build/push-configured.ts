import { loadEnv } from 'vite';
import { FIREBASE_ENV } from '../src/config/firebase-env.ts';

/** Whether the app will have push (src/config/env.ts): every Firebase setting is given. */
export function pushConfigured(mode: string): boolean {
  const fileEnv = loadEnv(mode, process.cwd(), 'VITE_FIREBASE_');
  return Object.values(FIREBASE_ENV).every((k) => (process.env[k] ?? fileEnv[k] ?? '') !== '');
}
