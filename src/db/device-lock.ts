import type { MetaRow } from './db';
import { peekRecord } from './peek-record';

/**
 * The screen lock of a shared tablet (issue 17), one `meta` row beside the session. It goes with
 * every other vendor table at sign-out and when another vendor signs in; nothing else writes it,
 * so the session row's many writers can never drop a lock or a wrong-PIN count.
 */
export const DEVICE_LOCK_KEY = 'device-lock';

/** Minutes of no activity before the app locks itself; 0 is off. */
export const IDLE_CHOICES = [0, 1, 5, 15] as const;
export type IdleMinutes = (typeof IDLE_CHOICES)[number];

/** The PIN as a salted slow hash: the PIN itself is never stored. */
export interface PinHash {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array<ArrayBuffer>;
}

export interface DeviceLock {
  pin: PinHash;
  idleMinutes: IdleMinutes;
  locked: boolean;
  /** Wrong PINs since the last unlock; kept here so a reload does not reset it. */
  failedAttempts: number;
  /** The neutral notification title in the vendor's language, for the worker while locked. */
  notice: string;
}

/** The lock stored under DEVICE_LOCK_KEY, or null for none (or for a row that is not one). */
export function asDeviceLock(value: unknown): DeviceLock | null {
  const v = value as Partial<DeviceLock> | null | undefined;
  if (!v || typeof v !== 'object' || !v.pin || typeof v.locked !== 'boolean') return null;
  return v as DeviceLock;
}

/** The lock with a plain IndexedDB read: for the first screen and the service worker. */
export async function peekDeviceLock(timeoutMs?: number): Promise<DeviceLock | null> {
  const peek = await peekRecord<MetaRow>('meta', DEVICE_LOCK_KEY, timeoutMs);
  return asDeviceLock(peek.value?.value);
}
