import { describe, expect, it } from 'vitest';
import { hashPin, verifyPin } from '../../../src/features/lock/lib/pin-hash';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('PIN hashing', () => {
  it('verifies the same PIN and refuses any other', async () => {
    const stored = await hashPin('2580');
    expect(await verifyPin('2580', stored)).toBe(true);
    expect(await verifyPin('2581', stored)).toBe(false);
    expect(await verifyPin('25800', stored)).toBe(false);
    expect(await verifyPin('', stored)).toBe(false);
  });

  it('is a salted PBKDF2-SHA-256 hash with a slow work factor', async () => {
    const stored = await hashPin('2580');
    expect(stored.algorithm).toBe('PBKDF2-SHA-256');
    expect(stored.iterations).toBeGreaterThanOrEqual(310_000);
    expect(stored.salt).toHaveLength(16);
    expect(stored.hash).toHaveLength(32);
  });

  it('uses a new salt each time, so the same PIN never stores the same hash', async () => {
    const a = await hashPin('2580');
    const b = await hashPin('2580');
    expect(hex(a.salt)).not.toBe(hex(b.salt));
    expect(hex(a.hash)).not.toBe(hex(b.hash));
    expect(await verifyPin('2580', b)).toBe(true);
  });

  it('keeps nothing of the PIN in plain text', async () => {
    const stored = await hashPin('13572468');
    const text = [JSON.stringify(stored), hex(stored.salt), hex(stored.hash)].join(' ');
    expect(text).not.toContain('13572468');
    expect(Object.keys(stored).sort()).toEqual(['algorithm', 'hash', 'iterations', 'salt']);
  });
});
