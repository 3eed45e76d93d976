import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import { db, type LookupRow } from '../../../db/db';
import type { Id, Lookup, TeamMember } from '../../../db/types';
import { usePullState } from '../../../sync/hooks';
import { refresh } from '../../../sync/pull';

/** The lab's team from the mirror, by name; `undefined` while loading. */
export function useTeamMembers(): TeamMember[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.teamMembers.toArray()).sort((a, b) =>
        `${a.first_name} ${a.last_name ?? ''}`.localeCompare(
          `${b.first_name} ${b.last_name ?? ''}`,
        ),
      ),
    [],
  );
}

/** One kind of common lookup (roles, genders, designations); `undefined` while loading. */
export function useLookup(kind: LookupRow['kind']): Lookup[] | undefined {
  return useLiveQuery(async () => (await db.lookups.get(kind))?.items ?? [], [kind]);
}

/** Refreshes the team and the lookups on open; the last pull's error, if any. */
export function useRefreshTeam(): { error: string | null; retry: () => void } {
  const state = usePullState('team');
  const retry = useCallback(() => {
    void refresh('team');
    void refresh('lookups');
  }, []);
  useEffect(retry, [retry]);
  return { error: state?.error ?? null, retry };
}

export interface SyncState {
  status: 'pending' | 'failed';
  error?: string;
}

/** Members with changes still in the outbox: waiting, or refused with the reason. */
export function useMemberSyncState(): Map<Id, SyncState> {
  const rows = useLiveQuery(
    () =>
      db.outbox
        .where('[table+recordId]')
        .between(['teamMembers', Dexie.minKey], ['teamMembers', Dexie.maxKey])
        .toArray(),
    [],
  );
  const states = new Map<Id, SyncState>();
  for (const row of rows ?? []) {
    if (states.get(row.recordId)?.status === 'failed') continue;
    states.set(row.recordId, {
      status: row.status,
      ...(row.lastError ? { error: row.lastError } : {}),
    });
  }
  return states;
}
