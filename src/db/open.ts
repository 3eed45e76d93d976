import { REHYDRATE_TIMEOUT_MS } from '../config/constants';
import { db } from './db';
import { setStorageStatus, type OpenResult } from './storage-status';

export type { OpenResult };

/**
 * Opens the `root` database within the SPEC 4 rehydrate timeout. The app starts either way: when
 * storage is missing or slow it runs online only, and says so.
 */
export async function openDb(timeoutMs = REHYDRATE_TIMEOUT_MS): Promise<OpenResult> {
  // Another tab with a newer version wants to upgrade: let it, and ask this tab to reload.
  db.on('versionchange', () => {
    db.close();
    globalThis.dispatchEvent?.(new CustomEvent('db-versionchange'));
    return false;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<OpenResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), timeoutMs);
  });
  const open = db.open().then(
    (): OpenResult => ({ ok: true }),
    (err: unknown): OpenResult => ({
      ok: false,
      reason:
        err instanceof Error && /quota/i.test(err.name + err.message) ? 'quota' : 'unavailable',
    }),
  );
  try {
    const result = await Promise.race([open, timeout]);
    setStorageStatus(result);
    return result;
  } finally {
    clearTimeout(timer);
  }
}
