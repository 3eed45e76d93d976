import { liveQuery } from 'dexie';
import { db } from '../db/db';
import { asDeviceLock, DEVICE_LOCK_KEY, type DeviceLock } from '../db/device-lock';
import { setStaffSessionSource } from '../lib/http';

/**
 * Hands every change of the lock row (in this tab or another) to `set`. A change sent straight
 * away (a password change; not an outbox row, which keeps its own person) goes as whoever the
 * row says is unlocked.
 */
export function followLockRow(set: (lock: DeviceLock | null) => void): void {
  let latest: DeviceLock | null = null;
  setStaffSessionSource(() => latest?.team?.person?.token);
  liveQuery(() => db.meta.get(DEVICE_LOCK_KEY)).subscribe({
    next: (row) => {
      latest = asDeviceLock(row?.value);
      set(latest);
    },
    // The database closed (another tab's sign-out deletes it): keep what is known, locked or not.
    error: () => undefined,
  });
}
