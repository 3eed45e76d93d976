import { liveQuery } from 'dexie';
import { db, type SessionRow } from '../../../db/db';
import { openDb } from '../../../db/open';
import { startSyncAfterFirstScreen } from '../../../sync/boot';

/**
 * Opens the database (SPEC 4 rehydrate timeout), starts the data layer for a signed-in vendor and
 * hands every change of the session row to `set`. Resolves after the first read.
 */
export async function followSessionRow(set: (row: SessionRow | null) => void): Promise<void> {
  const storage = await openDb();
  if (!storage.ok) return;
  await new Promise<void>((resolve) => {
    liveQuery(() => db.session.get('current')).subscribe({
      next: (row) => {
        set(row ?? null);
        if (row) startSyncAfterFirstScreen();
        resolve();
      },
      error: () => resolve(),
    });
  });
}
