/** Whether the offline store could be opened (SPEC 4 rehydrate). */
export type OpenResult = { ok: true } | { ok: false; reason: 'timeout' | 'unavailable' | 'quota' };

let status: OpenResult | undefined;
const listeners = new Set<() => void>();

/**
 * The latest answer about the `root` database, from whichever reader got one first: the session
 * peek on a public screen or Dexie once a vendor is signed in. `undefined` until then.
 */
export function getStorageStatus(): OpenResult | undefined {
  return status;
}

export function setStorageStatus(next: OpenResult): void {
  // A failure is the news worth keeping; a later success only replaces "not known yet".
  if (status && !status.ok && next.ok) return;
  status = next;
  listeners.forEach((listener) => listener());
}

export function subscribeStorageStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
