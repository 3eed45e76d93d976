import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Id, SubCategory } from '../../../db/types';
import { useRecordSyncStates, useRefreshOnOpen, type RecordSyncState } from '../../../sync/hooks';
import { withRowKeys } from '../../../sync/row-keys';

export interface SubCategoryGroup {
  key: string;
  subCategories: SubCategory[];
}

/** The lab's sub-categories grouped by key (SPEC 3); `undefined` while loading. */
export function useServiceGroups(): SubCategoryGroup[] | undefined {
  return useLiveQuery(async () => {
    const groups = new Map<string, SubCategory[]>();
    const all = await withRowKeys(await db.subCategories.toArray(), (sub) => sub.items);
    for (const sub of all) {
      groups.set(sub.key, [...(groups.get(sub.key) ?? []), sub]);
    }
    return [...groups.entries()]
      .map(([key, subCategories]) => ({ key, subCategories }))
      .sort((a, b) => a.key.localeCompare(b.key));
  }, []);
}

/** Refreshes sub-categories and test types on open; the last pull's error, if any. */
export function useRefreshServices(): { error: string | null; retry: () => void } {
  return useRefreshOnOpen('subCategories', 'lookups');
}

/** Ids (sub-categories and services) with a change waiting in the outbox, or refused. */
export function useServiceSyncState(): Map<Id, RecordSyncState> {
  return useRecordSyncStates('subCategories');
}

/**
 * SPEC 4 isSuccess of a service update: 'done' once its outbox row is gone (the server took it
 * and the answer is merged), else the row's status; null with no update to follow.
 */
export function useUpdateState(
  seq: number | null,
): 'pending' | 'failed' | 'done' | null | undefined {
  return useLiveQuery(async () => {
    if (seq === null) return null;
    const row = await db.outbox.get(seq);
    return row ? row.status : 'done';
  }, [seq]);
}
