import { db } from '../../../db/db';
import {
  asDeviceLock,
  DEVICE_LOCK_KEY,
  type DeviceLock,
  type IdleMinutes,
} from '../../../db/device-lock';
import { blockSnapshot } from '../../../lib/snapshot';
import { hashPin, verifyPin } from '../lib/pin-hash';
import { MAX_PIN_ATTEMPTS } from '../../../config/permissions';

async function readLock(): Promise<DeviceLock | null> {
  return asDeviceLock((await db.meta.get(DEVICE_LOCK_KEY))?.value);
}

/**
 * Changes the stored lock in one read-write transaction, so two tabs counting wrong PINs at once
 * both count. Slow work (hashing) happens before: awaiting anything but Dexie inside a
 * transaction would commit it early.
 */
function changeLock(change: (lock: DeviceLock) => DeviceLock): Promise<DeviceLock | null> {
  return db.transaction('rw', db.meta, async () => {
    const current = await readLock();
    if (!current) return null;
    const next = change(current);
    await db.meta.put({ key: DEVICE_LOCK_KEY, value: next });
    return next;
  });
}

/** Sets a new PIN (checked by the caller with pinProblem) and the idle time. */
export async function savePin(pin: string, idleMinutes: IdleMinutes): Promise<void> {
  const hashed = await hashPin(pin);
  await db.meta.put({
    key: DEVICE_LOCK_KEY,
    value: {
      pin: hashed,
      idleMinutes,
      locked: false,
      failedAttempts: 0,
      notice: '',
    } satisfies DeviceLock,
  });
}

/** Keeps the PIN and changes the idle time. */
export async function saveIdleMinutes(idleMinutes: IdleMinutes): Promise<void> {
  await changeLock((lock) => ({ ...lock, idleMinutes }));
}

/** Turns the lock off: the PIN hash is deleted. */
export async function removePin(): Promise<void> {
  await db.meta.delete(DEVICE_LOCK_KEY);
}

/**
 * Locks every tab of this app (they follow the row). `notice` is the neutral notification title
 * the worker shows while locked, in the vendor's language. Does nothing without a PIN.
 */
export async function lockDevice(notice: string): Promise<void> {
  // At once, before the row: the dashboard's snapshot must not outlive the lock's first moment.
  blockSnapshot(true);
  const locked = await changeLock((lock) => ({ ...lock, locked: true, notice }));
  if (!locked) blockSnapshot(false);
}

export type UnlockResult = { ok: true } | { ok: false; attemptsLeft: number };

/**
 * Unlocks with the right PIN. A wrong one is counted in the stored row (a reload does not reset
 * it); at MAX_PIN_ATTEMPTS the lock screen runs the sign-out wipe.
 */
export async function unlockDevice(pin: string): Promise<UnlockResult> {
  const stored = await readLock();
  if (!stored) return { ok: true };
  const right = await verifyPin(pin, stored.pin);
  const next = await changeLock((lock) =>
    right
      ? { ...lock, locked: false, failedAttempts: 0 }
      : { ...lock, failedAttempts: lock.failedAttempts + 1 },
  );
  if (right || !next) return { ok: true };
  return { ok: false, attemptsLeft: Math.max(0, MAX_PIN_ATTEMPTS - next.failedAttempts) };
}
