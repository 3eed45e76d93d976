import { createValueStore } from '../lib/value-store';

/** Whether the offline store could be opened (SPEC 4 rehydrate). */
export type OpenResult = { ok: true } | { ok: false; reason: 'timeout' | 'unavailable' | 'quota' };

/**
 * The latest answer about the `root` database, from whichever reader got one first: the session
 * peek on a public screen or Dexie once a vendor is signed in. `undefined` until then.
 */
const status = createValueStore<OpenResult | undefined>(undefined);

export const getStorageStatus = status.get;
export const subscribeStorageStatus = status.subscribe;

export function setStorageStatus(next: OpenResult): void {
  // A failure is the news worth keeping; a later success only replaces "not known yet".
  const current = status.get();
  if (current && !current.ok && next.ok) return;
  status.set(next);
}
