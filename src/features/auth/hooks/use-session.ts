import { useLiveQuery } from 'dexie-react-hooks';
import { db, type SessionRow } from '../../../db/db';

/**
 * The signed-in vendor from the `root` database. `undefined` while the database is still being
 * read (first render), `null` when nobody is signed in.
 */
export function useSession(): SessionRow | null | undefined {
  return useLiveQuery(async () => (await db.session.get('current')) ?? null, []);
}
