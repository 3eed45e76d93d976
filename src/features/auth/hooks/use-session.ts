import { useSyncExternalStore } from 'react';
import type { SessionRow } from '../../../db/db';
import { getSession, subscribeSession } from '../lib/session-store';

/** The build's pre-rendered sign-in screen, and its hydration (main.tsx), are for a guest. */
const signedOut = () => null;

/**
 * The signed-in vendor from the `root` database. `undefined` while the database is still being
 * read (first render), `null` when nobody is signed in.
 */
export function useSession(): SessionRow | null | undefined {
  return useSyncExternalStore(subscribeSession, getSession, signedOut);
}
