import { DB_NAME, REHYDRATE_TIMEOUT_MS } from '../config/constants';
import type { OpenResult } from './storage-status';

export interface RecordPeek<T> {
  value: T | null;
  storage: OpenResult;
}

function failure(err: unknown): OpenResult {
  const text = err instanceof Error || err instanceof DOMException ? err.name + err.message : '';
  return { ok: false, reason: /quota/i.test(text) ? 'quota' : 'unavailable' };
}

/**
 * Reads one record of the `root` database with plain IndexedDB, so that the first screen (and the
 * service worker) can decide without waiting for Dexie to download. Opens without a version (never
 * upgrades), creates nothing when the database or the store does not exist yet, and closes at once
 * so that Dexie's own open is never blocked.
 */
export function peekRecord<T>(
  store: string,
  key: string,
  timeoutMs = REHYDRATE_TIMEOUT_MS,
): Promise<RecordPeek<T>> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (peek: RecordPeek<T>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(peek);
    };
    const timer = setTimeout(
      () => finish({ value: null, storage: { ok: false, reason: 'timeout' } }),
      timeoutMs,
    );
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME);
    } catch (err) {
      finish({ value: null, storage: failure(err) });
      return;
    }
    request.onupgradeneeded = () => {
      // No database yet: nothing is stored. Abort so that nothing is created here.
      request.transaction?.abort();
      finish({ value: null, storage: { ok: true } });
    };
    request.onerror = (event) => {
      event.preventDefault();
      if (!settled) finish({ value: null, storage: failure(request.error) });
    };
    request.onblocked = () => undefined;
    request.onsuccess = () => {
      const idb = request.result;
      const close = () => idb.close();
      idb.onversionchange = close;
      if (!idb.objectStoreNames.contains(store)) {
        close();
        finish({ value: null, storage: { ok: true } });
        return;
      }
      try {
        const read = idb.transaction(store, 'readonly').objectStore(store).get(key);
        read.onsuccess = () => {
          close();
          finish({ value: (read.result as T | undefined) ?? null, storage: { ok: true } });
        };
        read.onerror = () => {
          close();
          finish({ value: null, storage: failure(read.error) });
        };
      } catch (err) {
        close();
        finish({ value: null, storage: failure(err) });
      }
    };
  });
}
