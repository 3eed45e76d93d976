import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Offer } from '../../../db/types';
import { isTempId } from '../../../sync/outbox';
import { withRowKeys } from '../../../sync/row-keys';

/** Newest first: offers made offline (temporary ids) on top, then by server id, descending. */
function byNewest(a: Offer, b: Offer): number {
  const ta = isTempId(a.id);
  const tb = isTempId(b.id);
  if (ta !== tb) return ta ? -1 : 1;
  if (typeof a.id === 'number' && typeof b.id === 'number') return b.id - a.id;
  return String(b.id).localeCompare(String(a.id));
}

/** The lab's offers from the mirror; `undefined` while loading. */
export function useOffers(): Offer[] | undefined {
  return useLiveQuery(async () => withRowKeys((await db.offers.toArray()).sort(byNewest)), []);
}
