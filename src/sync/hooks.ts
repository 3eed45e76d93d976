import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import { db, type OutboxRow } from '../db/db';
import type { Id } from '../db/types';
import { SYNC_MODE_KEY } from './feed';
import { CHANNEL_STATE_KEY, type ChannelState } from './live';
import { pullStateKey, refresh, type PullResource } from './pull';
import { useSteadyQuery } from './use-steady-query';
import { readMirrorFill } from './mirror-fill';
import { FEED_STATE_KEY, LAST_SYNCED_KEY, type PullState } from './pull-state';

const IDLE: PullState = { loading: false, error: null, at: null };

/** Loading / error / last success of one pull; `undefined` while the database is read. */
export function usePullState(resource: PullResource): PullState | undefined {
  return useLiveQuery(async () => {
    // With the change feed, one pull brings every resource: its state is theirs.
    const mode = await db.meta.get(SYNC_MODE_KEY);
    const feed = mode?.value !== 'legacy' && resource !== 'lookups';
    const row = await db.meta.get(feed ? FEED_STATE_KEY : pullStateKey(resource));
    return row ? { ...IDLE, ...(row.value as Partial<PullState>) } : IDLE;
  }, [resource]);
}

/** Whether the mirror is being filled (mirror-fill.ts); `undefined` while the database is read. */
export function useMirrorFilling(): boolean | undefined {
  // Steady: the pull writes its cursor with every page, which would keep a live query starting over.
  return useSteadyQuery(async () => (await readMirrorFill()) !== null, [], [db.meta]);
}

/** Rows still on their way to the server (pending, not refused). */
export function usePendingCount(): number | undefined {
  return useLiveQuery(() => db.outbox.where('status').equals('pending').count(), []);
}

/** Every row not yet accepted by the server (waiting or refused). */
export function useOutboxCount(): number | undefined {
  return useLiveQuery(() => db.outbox.count(), []);
}

/** Rows the server refused, oldest first, with what it said. */
export function useFailedRows(): OutboxRow[] | undefined {
  return useLiveQuery(() => db.outbox.where('status').equals('failed').sortBy('seq'), []);
}

/** When the mirror last heard from the server, epoch ms, or null. */
export function useLastSyncedAt(): number | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.meta.get(LAST_SYNCED_KEY);
    return typeof row?.value === 'number' ? row.value : null;
  }, []);
}

/** A record's change still in the outbox: waiting, or refused with the reason. */
export interface RecordSyncState {
  status: 'pending' | 'failed';
  error?: string;
}

/** Records of one table with changes still in the outbox; a refused change wins over a waiting one. */
export function useRecordSyncStates(table: OutboxRow['table']): Map<Id, RecordSyncState> {
  const rows = useLiveQuery(
    () =>
      db.outbox
        .where('[table+recordId]')
        .between([table, Dexie.minKey], [table, Dexie.maxKey])
        .toArray(),
    [table],
  );
  const states = new Map<Id, RecordSyncState>();
  for (const row of rows ?? []) {
    if (states.get(row.recordId)?.status === 'failed') continue;
    states.set(row.recordId, {
      status: row.status,
      ...(row.lastError ? { error: row.lastError } : {}),
    });
  }
  return states;
}

/**
 * Refreshes `resource` (and `also`, e.g. the lookups it names) when a screen opens; the last pull
 * error of `resource`, if any, and a retry.
 */
export function useRefreshOnOpen(
  resource: PullResource,
  also?: PullResource,
): { error: string | null; retry: () => void } {
  const state = usePullState(resource);
  const retry = useCallback(() => {
    void refresh(resource);
    if (also) void refresh(also);
  }, [resource, also]);
  useEffect(retry, [retry]);
  return { error: state?.error ?? null, retry };
}

/** How the mirror is kept right now, in the sync panel's words (keys of `sync:status.mode`). */
export type SyncModeLabel = 'live' | 'catchingUp' | 'connecting' | 'polling' | 'legacy' | 'offline';

/** The live channel's state (written by the tab that holds it) and whether a pull is running. */
export function useSyncModeLabel(online: boolean): SyncModeLabel | undefined {
  const read = useLiveQuery(async () => {
    const [channel, mode, feed] = await db.meta.bulkGet([
      CHANNEL_STATE_KEY,
      SYNC_MODE_KEY,
      FEED_STATE_KEY,
    ]);
    return {
      channel: (channel?.value as ChannelState | undefined) ?? 'connecting',
      legacy: mode?.value === 'legacy',
      loading: (feed?.value as Partial<PullState> | undefined)?.loading === true,
    };
  }, []);
  if (!online) return 'offline';
  if (!read) return undefined;
  if (read.legacy) return 'legacy';
  if (read.loading) return 'catchingUp';
  return read.channel === 'legacy' ? 'polling' : read.channel;
}
