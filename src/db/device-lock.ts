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

/**
 * A secret sealed with a key derived from a PIN (PBKDF2-SHA-256, then AES-GCM): only the right
 * PIN opens it, so opening it is the PIN's check, and the secret is not readable without it.
 */
export interface SealedSecret {
  algorithm: 'PBKDF2-SHA-256/AES-GCM';
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  data: Uint8Array<ArrayBuffer>;
}

/** Who is unlocked on a device in team sign-in (issue 27). */
export interface ActingPerson {
  /** A team member's id, or 'owner' for the vendor who signed in. */
  memberId: number | 'owner';
  /** As the header and a booking's history show it: "Anna K." */
  name: string;
  /** This person's staff session on this device: the `X-Staff-Session` of their changes. */
  token: string;
}

/** A member of the team as this device knows them: their sealed session and wrong PINs. */
export interface TeamLockPerson {
  /** Their staff session sealed with their PIN; absent until they first unlock here online. */
  sealed?: SealedSecret;
  /** Wrong PINs in a row; at MAX_PIN_ATTEMPTS they are locked out here until the owner unlocks. */
  failedAttempts: number;
}

/** The device's team sign-in: each person unlocks as themselves (docs/staff-access.md). */
export interface TeamLock {
  /** The owner's staff session, sealed with the device PIN (`DeviceLock.pin`). */
  owner: SealedSecret;
  /** By team member id. */
  people: Record<string, TeamLockPerson>;
  /** Who is unlocked now; null while locked. */
  person: ActingPerson | null;
}

export interface DeviceLock {
  pin: PinHash;
  /** Present when the device is shared with team sign-in; absent for issue 17's one-PIN lock. */
  team?: TeamLock;
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
