import type { PinHash } from '../../../db/device-lock';

/**
 * PBKDF2-HMAC-SHA-256 work factor (OWASP's 2023 figure). A PIN has few possible values, so each
 * guess must be slow; about 0.1 to 0.2 s on a desktop, still under a second on a counter tablet.
 */
export const ITERATIONS = 600_000;
export const SALT_BYTES = 16;
const HASH_BITS = 256;

/** The PIN stretched under the salt: 32 bytes, a hash to compare or a key to seal with. */
export async function derive(
  pin: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** Compares every byte whatever the first difference, so the time taken tells nothing. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** A fresh random salt and the slow hash of the PIN under it. */
export async function hashPin(pin: string): Promise<PinHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations: ITERATIONS,
    salt,
    hash: await derive(pin, salt, ITERATIONS),
  };
}

/** Whether the PIN is the one hashed, with the salt and work factor stored beside the hash. */
export async function verifyPin(pin: string, stored: PinHash): Promise<boolean> {
  const candidate = await derive(pin, new Uint8Array(stored.salt), stored.iterations);
  return sameBytes(candidate, stored.hash);
}
