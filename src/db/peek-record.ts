import { DB_NAME, REHYDRATE_TIMEOUT_MS } from '../config/constants';
import type { OpenResult } from './storage-status';

export interface RecordPeek<T> {
  value: T | null;
  storage: OpenResult;
}

/** One record asked for, and what answers it (once: later answers are ignored). */
interface PeekRead {
  store: string;
  key: string;
  finish: (peek: RecordPeek<unknown>) => void;
}

function failure(err: unknown): OpenResult {
  const text = err instanceof Error || err instanceof DOMException ? err.name + err.message : '';
  return { ok: false, reason: /quota/i.test(text) ? 'quota' : 'unavailable' };
}

/** The reads asked for in this task so far, answered by one open once it ends (see peekRecord). */
let batch: PeekRead[] | undefined;

/**
 * Reads one record of the `root` database with plain IndexedDB, so that the first screen (and the
 * service worker) can decide without waiting for Dexie to download. Opens without a version (never
 * upgrades), creates nothing when the database or the store does not exist yet, and closes at once
 * so that Dexie's own open is never blocked. The reads asked for in the same task share one open
 * and one transaction: a start reads the session, the device lock and the feed's cursor together,
 * and each open with its close is several IndexedDB round trips on the page's thread.
 */
export function peekRecord<T>(
  store: string,
  key: string,
  timeoutMs = REHYDRATE_TIMEOUT_MS,
): Promise<RecordPeek<T>> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (peek: RecordPeek<unknown>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(peek as RecordPeek<T>);
    };
    const timer = setTimeout(
      () => finish({ value: null, storage: { ok: false, reason: 'timeout' } }),
      timeoutMs,
    );
    if (!batch) {
      const reads: PeekRead[] = [];
      batch = reads;
      queueMicrotask(() => {
        batch = undefined;
        readAll(reads);
      });
    }
    batch.push({ store, key, finish });
  });
}

function readAll(reads: PeekRead[]): void {
  const answer = (some: PeekRead[], peek: RecordPeek<unknown>) =>
    some.forEach((read) => read.finish(peek));
  let request: IDBOpenDBRequest;
  try {
    request = indexedDB.open(DB_NAME);
  } catch (err) {
    answer(reads, { value: null, storage: failure(err) });
    return;
  }
  request.onupgradeneeded = () => {
    // No database yet: nothing is stored. Abort so that nothing is created here.
    request.transaction?.abort();
    answer(reads, { value: null, storage: { ok: true } });
  };
  request.onerror = (event) => {
    event.preventDefault();
    answer(reads, { value: null, storage: failure(request.error) });
  };
  request.onblocked = () => undefined;
  request.onsuccess = () => {
    const idb = request.result;
    idb.onversionchange = () => idb.close();
    // A store not created yet holds nothing.
    const held = reads.filter((read) => idb.objectStoreNames.contains(read.store));
    answer(
      reads.filter((read) => !held.includes(read)),
      { value: null, storage: { ok: true } },
    );
    try {
      if (held.length === 0) return;
      const stores = [...new Set(held.map((read) => read.store))];
      const transaction = idb.transaction(stores, 'readonly');
      transaction.onabort = () =>
        answer(held, { value: null, storage: failure(transaction.error) });
      for (const read of held) {
        const get = transaction.objectStore(read.store).get(read.key);
        get.onsuccess = () => read.finish({ value: get.result ?? null, storage: { ok: true } });
        get.onerror = () => read.finish({ value: null, storage: failure(get.error) });
      }
    } catch (err) {
      answer(held, { value: null, storage: failure(err) });
    } finally {
      // IndexedDB closes the connection once its transaction has finished.
      idb.close();
    }
  };
}
