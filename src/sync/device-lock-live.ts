import { liveQuery } from 'dexie';
import { db } from '../db/db';
import { asDeviceLock, DEVICE_LOCK_KEY, type DeviceLock } from '../db/device-lock';

/** Hands every change of the lock row (in this tab or another) to `set`. */
export function followLockRow(set: (lock: DeviceLock | null) => void): void {
  liveQuery(() => db.meta.get(DEVICE_LOCK_KEY)).subscribe({
    next: (row) => set(asDeviceLock(row?.value)),
    // The database closed (another tab's sign-out deletes it): keep what is known, locked or not.
    error: () => undefined,
  });
}
