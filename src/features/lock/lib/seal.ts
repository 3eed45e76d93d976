import type { SealedSecret } from '../../../db/device-lock';
import { derive, ITERATIONS, SALT_BYTES } from './pin-hash';

/** AES-GCM's recommended nonce: 12 random bytes, new for every seal. */
const IV_BYTES = 12;

/** The PIN's stretch (pin-hash.ts: the same slow PBKDF2) as an AES-GCM key. */
async function keyOf(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const bits = await derive(pin, salt, iterations);
  return crypto.subtle.importKey('raw', bits, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** Seals a secret (a staff session) so that only the PIN opens it: a fresh salt and iv each time. */
export async function seal(secret: string, pin: string): Promise<SealedSecret> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await keyOf(pin, salt, ITERATIONS);
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(secret),
  );
  return {
    algorithm: 'PBKDF2-SHA-256/AES-GCM',
    iterations: ITERATIONS,
    salt,
    iv,
    data: new Uint8Array(data),
  };
}

/**
 * The secret, or null for a wrong PIN: AES-GCM's tag fails to check under any other key, so
 * opening is itself the PIN's check.
 */
export async function open(sealed: SealedSecret, pin: string): Promise<string | null> {
  const key = await keyOf(pin, new Uint8Array(sealed.salt), sealed.iterations);
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(sealed.iv) },
      key,
      new Uint8Array(sealed.data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
