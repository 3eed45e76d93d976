import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import { db } from '../../../db/db';
import type { Client, Id } from '../../../db/types';
import { usePullState } from '../../../sync/hooks';
import { refresh } from '../../../sync/pull';

/** The lab's clients (with their addresses) from the mirror, by name; `undefined` while loading. */
export function useClients(): Client[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.clients.toArray()).sort((a, b) =>
        `${a.first_name} ${a.last_name ?? ''}`.localeCompare(
          `${b.first_name} ${b.last_name ?? ''}`,
        ),
      ),
    [],
  );
}

/** Refreshes the clients on open; the last pull's error, if any. */
export function useRefreshClients(): { error: string | null; retry: () => void } {
  const state = usePullState('clients');
  const retry = useCallback(() => void refresh('clients'), []);
  useEffect(retry, [retry]);
  return { error: state?.error ?? null, retry };
}

/** Ids (clients and addresses) with a change waiting in the outbox, or refused with the reason. */
export function useClientSyncState(): Map<Id, { status: 'pending' | 'failed'; error?: string }> {
  const rows = useLiveQuery(
    () =>
      db.outbox
        .where('[table+recordId]')
        .between(['clients', Dexie.minKey], ['clients', Dexie.maxKey])
        .toArray(),
    [],
  );
  const states = new Map<Id, { status: 'pending' | 'failed'; error?: string }>();
  for (const row of rows ?? []) {
    if (states.get(row.recordId)?.status === 'failed') continue;
    states.set(row.recordId, {
      status: row.status,
      ...(row.lastError ? { error: row.lastError } : {}),
    });
  }
  return states;
}
