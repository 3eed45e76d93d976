import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Id, TeamMember } from '../../../db/types';
import { byName } from '../../../lib/person';
import { useRecordSyncStates, useRefreshOnOpen, type RecordSyncState } from '../../../sync/hooks';
import { withRowKeys } from '../../../sync/row-keys';

/** The lab's team from the mirror, by name; `undefined` while loading. */
export function useTeamMembers(): TeamMember[] | undefined {
  return useLiveQuery(async () => withRowKeys((await db.teamMembers.toArray()).sort(byName)), []);
}

/** Refreshes the team and the lookups on open; the last pull's error, if any. */
export function useRefreshTeam(): { error: string | null; retry: () => void } {
  return useRefreshOnOpen('team', 'lookups');
}

export type SyncState = RecordSyncState;

/** Members with changes still in the outbox: waiting, or refused with the reason. */
export function useMemberSyncState(): Map<Id, SyncState> {
  return useRecordSyncStates('teamMembers');
}
