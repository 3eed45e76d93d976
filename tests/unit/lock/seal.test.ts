import { describe, expect, it } from 'vitest';
import { open, seal } from '../../../src/features/lock/lib/seal';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('sealing a staff session with a PIN', () => {
  it('opens with the PIN it was sealed with', async () => {
    const sealed = await seal('session-token-123', '2580');
    expect(await open(sealed, '2580')).toBe('session-token-123');
  });

  it('answers null for any other PIN', async () => {
    const sealed = await seal('session-token-123', '2580');
    expect(await open(sealed, '2581')).toBeNull();
    expect(await open(sealed, '')).toBeNull();
  });

  it('keeps the secret unreadable, with a new salt and iv each time', async () => {
    const a = await seal('session-token-123', '2580');
    const b = await seal('session-token-123', '2580');
    expect(Buffer.from(a.data).toString('utf8')).not.toContain('session-token');
    expect(hex(a.salt)).not.toBe(hex(b.salt));
    expect(hex(a.iv)).not.toBe(hex(b.iv));
    expect(a).toMatchObject({ algorithm: 'PBKDF2-SHA-256/AES-GCM', iterations: 600_000 });
  });
});
