import { useSyncExternalStore } from 'react';
import type { SessionRow } from '../../../db/db';
import { getSession, subscribeSession } from '../state/session-store';

/**
 * The signed-in vendor from the `root` database. `undefined` while the database is still being
 * read (first render), `null` when nobody is signed in.
 */
export function useSession(): SessionRow | null | undefined {
  return useSyncExternalStore(subscribeSession, getSession);
}
