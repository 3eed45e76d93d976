import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Lab } from '../../../db/types';

/** The signed-in vendor's lab from the session row: undefined while loading, null if none. */
export function useVendor(): Lab | null | undefined {
  return useLiveQuery(async () => (await db.session.get('current'))?.vendor ?? null, []);
}
