import Dexie from 'dexie';

/**
 * Awaits a helper's native promise as a Dexie one, so that the code after it stays in the
 * transaction's zone however many async functions deep it runs (after a bare `await` of a helper
 * whose last step was not an IndexedDB call, Dexie can lose the zone: later calls would run
 * outside the transaction, and the transaction would commit early).
 */
export function inTx<T>(work: Promise<T>): Promise<T> {
  return Dexie.Promise.resolve(work);
}
