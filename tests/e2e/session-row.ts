import type { Page } from 'playwright-core';

/** The row the app keeps under `session`/'current' in the `root` database. */
export interface SessionRowSeed {
  key: 'current';
  token: string;
  user: { id: number; email: string };
  vendor: { id: number; email: string } | null;
  signedInAt: string;
}

/**
 * Writes the session row where the app keeps it, with raw IndexedDB. The page must be on the app
 * (e.g. /login); reload or navigate afterwards to read it. The sign-in screen does not create the
 * `root` database (Dexie loads only once signed in): then this creates it with just the session
 * store at version 1, and the app's Dexie upgrades it to the full schema on its first open.
 * Shared by the browser tests' fast sign-in and the bench.
 */
export async function storeSessionRow(
  page: Pick<Page, 'waitForFunction' | 'evaluate'>,
  row: SessionRowSeed,
): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root')?.childElementCount, undefined, {
    timeout: 30_000,
  });
  await page.evaluate(
    async (seed) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('root');
        req.onupgradeneeded = () => {
          req.result.createObjectStore('session', { keyPath: 'key' });
        };
        req.onerror = () => reject(new Error('cannot open root'));
        req.onsuccess = () => {
          const tx = req.result.transaction('session', 'readwrite');
          tx.objectStore('session').put(seed);
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('cannot write session'));
        };
      }),
    row,
  );
}
