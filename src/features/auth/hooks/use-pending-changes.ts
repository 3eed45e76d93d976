import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';

/** How many changes wait in the outbox (pending or refused); undefined while loading. */
export function usePendingChanges(): number | undefined {
  return useLiveQuery(() => db.outbox.count(), []);
}
