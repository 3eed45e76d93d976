import { DB_NAME, REHYDRATE_TIMEOUT_MS } from '../config/constants';
import type { SessionRow } from './db';
import type { OpenResult } from './storage-status';

export interface SessionPeek {
  session: SessionRow | null;
  storage: OpenResult;
}

function failure(err: unknown): OpenResult {
  const text = err instanceof Error || err instanceof DOMException ? err.name + err.message : '';
  return { ok: false, reason: /quota/i.test(text) ? 'quota' : 'unavailable' };
}

/**
 * Reads the session row with plain IndexedDB, so that deciding between the sign-in screen and the
 * dashboard does not wait for Dexie to download. Opens without a version (never upgrades),
 * creates nothing when the database does not exist yet, and closes at once so that Dexie's own
 * open is never blocked.
 */
export function peekSession(timeoutMs = REHYDRATE_TIMEOUT_MS): Promise<SessionPeek> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (peek: SessionPeek) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(peek);
    };
    const timer = setTimeout(
      () => finish({ session: null, storage: { ok: false, reason: 'timeout' } }),
      timeoutMs,
    );
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME);
    } catch (err) {
      finish({ session: null, storage: failure(err) });
      return;
    }
    request.onupgradeneeded = () => {
      // No database yet: nobody is signed in. Abort so that nothing is created here.
      request.transaction?.abort();
      finish({ session: null, storage: { ok: true } });
    };
    request.onerror = (event) => {
      event.preventDefault();
      if (!settled) finish({ session: null, storage: failure(request.error) });
    };
    request.onblocked = () => undefined;
    request.onsuccess = () => {
      const idb = request.result;
      const close = () => idb.close();
      idb.onversionchange = close;
      if (!idb.objectStoreNames.contains('session')) {
        close();
        finish({ session: null, storage: { ok: true } });
        return;
      }
      try {
        const read = idb.transaction('session', 'readonly').objectStore('session').get('current');
        read.onsuccess = () => {
          close();
          finish({
            session: (read.result as SessionRow | undefined) ?? null,
            storage: { ok: true },
          });
        };
        read.onerror = () => {
          close();
          finish({ session: null, storage: failure(read.error) });
        };
      } catch (err) {
        close();
        finish({ session: null, storage: failure(err) });
      }
    };
  });
}
