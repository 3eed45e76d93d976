import { peekDeviceLock, type DeviceLock } from '../db/device-lock';
import { blockSnapshot } from '../lib/snapshot';
import { createValueStore, sameRow } from '../lib/value-store';

/** The device lock; undefined until first read, null when no PIN is set. */
export type LockValue = DeviceLock | null | undefined;

// Dexie's first answer after the peek is the same row: see sameRow.
const lock = createValueStore<LockValue>(undefined, sameRow);
// While locked, no dashboard snapshot is kept or painted (src/lib/snapshot.ts): every tab follows
// the row, so whichever tab sees the lock first drops the snapshot.
lock.subscribe(() => {
  const value = lock.get();
  if (value !== undefined) blockSnapshot(Boolean(value?.locked));
});
let firstRead: Promise<void> | undefined;
let live: Promise<void> | undefined;

function startRead(): void {
  firstRead ??= peekDeviceLock().then((row) => {
    // Once Dexie follows the row, its answers are the newer ones.
    if (!live) lock.set(row);
  });
}

/**
 * A lock ends only with an unlock. A locked row that disappears was wiped by a sign-out (perhaps
 * in another tab): this tab stays locked until the missing session sends it to the sign-in screen.
 */
function setFollowed(next: DeviceLock | null): void {
  if (next === null && lock.get()?.locked) return;
  lock.set(next);
}

/**
 * Resolves with the lock once read: main.tsx reads it beside the session, so the first screen of
 * a locked app is the lock screen, with no frame of the vendor's data before it.
 */
export async function lockRead(): Promise<LockValue> {
  startRead();
  await firstRead;
  return lock.get();
}

/**
 * For the signed-in screens: follows the row with a Dexie live query from now on, which also
 * carries every change made in other tabs. Dexie loads with the signed-in screens anyway.
 */
export function subscribeLock(listener: () => void): () => void {
  startRead();
  live ??= import('./device-lock-live').then((m) => m.followLockRow(setFollowed));
  return lock.subscribe(listener);
}

export const getLock = lock.get;
