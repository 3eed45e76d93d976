import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Id } from '../../../db/types';

export interface SyncState {
  status: 'pending' | 'failed';
  error?: string;
}

/** Offers with changes still in the outbox: waiting, or refused with the reason. */
export function useOfferSyncState(): Map<Id, SyncState> {
  const rows = useLiveQuery(
    () =>
      db.outbox
        .where('[table+recordId]')
        .between(['offers', Dexie.minKey], ['offers', Dexie.maxKey])
        .toArray(),
    [],
  );
  const states = new Map<Id, SyncState>();
  for (const row of rows ?? []) {
    const known = states.get(row.recordId);
    if (known?.status === 'failed') continue;
    states.set(row.recordId, {
      status: row.status,
      ...(row.lastError ? { error: row.lastError } : {}),
    });
  }
  return states;
}
