import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Client, Id } from '../../../db/types';
import { byName } from '../../../lib/person';
import { useRecordSyncStates, useRefreshOnOpen, type RecordSyncState } from '../../../sync/hooks';
import { withRowKeys } from '../../../sync/row-keys';

/** The lab's clients (with their addresses) from the mirror, by name; `undefined` while loading. */
export function useClients(): Client[] | undefined {
  return useLiveQuery(
    async () => withRowKeys((await db.clients.toArray()).sort(byName), (c) => c.addresses),
    [],
  );
}

/** Refreshes the clients on open; the last pull's error, if any. */
export function useRefreshClients(): { error: string | null; retry: () => void } {
  return useRefreshOnOpen('clients');
}

/** Ids (clients and addresses) with a change waiting in the outbox, or refused with the reason. */
export function useClientSyncState(): Map<Id, RecordSyncState> {
  return useRecordSyncStates('clients');
}
