import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import { DEVICE_LOCK_KEY, peekDeviceLock } from '../../../src/db/device-lock';
import {
  lockDevice,
  removePin,
  saveIdleMinutes,
  savePin,
  unlockDevice,
} from '../../../src/features/lock/api/lock-actions';

async function stored() {
  return (await db.meta.get(DEVICE_LOCK_KEY))?.value as Record<string, unknown> | undefined;
}

describe('device lock', () => {
  beforeEach(() => db.open());
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('stores the PIN only as a salted hash, beside the idle time', async () => {
    await savePin('2580', 5);
    const row = await stored();
    expect(row).toMatchObject({ idleMinutes: 5, locked: false, failedAttempts: 0 });
    const text = JSON.stringify(row, (_k, v: unknown) =>
      v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v,
    );
    expect(text).not.toContain('2580');
  });

  it('locks, refuses a wrong PIN counting it, and unlocks with the right one', async () => {
    await savePin('2580', 1);
    await lockDevice('New activity in LabDesk');
    expect(await peekDeviceLock()).toMatchObject({
      locked: true,
      notice: 'New activity in LabDesk',
    });

    expect(await unlockDevice('1234')).toEqual({ ok: false, attemptsLeft: 4 });
    expect(await unlockDevice('0000')).toEqual({ ok: false, attemptsLeft: 3 });
    // The count is stored: a reload (a new read) still knows it.
    expect(await peekDeviceLock()).toMatchObject({ locked: true, failedAttempts: 2 });

    expect(await unlockDevice('2580')).toEqual({ ok: true });
    expect(await peekDeviceLock()).toMatchObject({ locked: false, failedAttempts: 0 });
  });

  it('counts down to zero wrong PINs left', async () => {
    await savePin('2580', 0);
    await lockDevice('x');
    const left = [];
    for (let i = 0; i < 5; i += 1) left.push(await unlockDevice('9999'));
    expect(left.map((r) => (r.ok ? 'ok' : r.attemptsLeft))).toEqual([4, 3, 2, 1, 0]);
    expect(await peekDeviceLock()).toMatchObject({ locked: true, failedAttempts: 5 });
  });

  it('counts two wrong PINs typed at once in two tabs as two', async () => {
    await savePin('2580', 0);
    await lockDevice('x');
    await Promise.all([unlockDevice('1111'), unlockDevice('2222')]);
    expect(await peekDeviceLock()).toMatchObject({ failedAttempts: 2 });
  });

  it('does not lock without a PIN, keeps the PIN when only the idle time changes, and removes it', async () => {
    await lockDevice('x');
    expect(await stored()).toBeUndefined();
    await savePin('2580', 5);
    const before = await stored();
    await saveIdleMinutes(15);
    expect(await stored()).toEqual({ ...before, idleMinutes: 15 });
    await removePin();
    expect(await peekDeviceLock()).toBeNull();
  });
});
