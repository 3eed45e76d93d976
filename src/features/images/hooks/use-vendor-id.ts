import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';

/** The signed-in lab's id; undefined while loading, null without a lab. */
export function useVendorId(): number | null | undefined {
  return useLiveQuery(async () => (await db.session.get('current'))?.vendor?.id ?? null, []);
}
