import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxRow } from '../db/db';
import { LAST_SYNCED_KEY, pullStateKey, type PullResource, type PullState } from './pull';

const IDLE: PullState = { loading: false, error: null, at: null };

/** Loading / error / last success of one pull; `undefined` while the database is read. */
export function usePullState(resource: PullResource): PullState | undefined {
  return useLiveQuery(async () => {
    const row = await db.meta.get(pullStateKey(resource));
    return row ? { ...IDLE, ...(row.value as Partial<PullState>) } : IDLE;
  }, [resource]);
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

/** Whether a record has a change still waiting (pending or refused): screens can mark it. */
export function usePendingRecordIds(table: OutboxRow['table']): Set<string> | undefined {
  return useLiveQuery(async () => {
    const rows = await db.outbox.filter((r) => r.table === table).toArray();
    return new Set(rows.map((r) => String(r.recordId)));
  }, [table]);
}
