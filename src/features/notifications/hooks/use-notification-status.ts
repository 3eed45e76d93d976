import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxRow } from '../../../db/db';
import { usePullState } from '../../../sync/hooks';
import type { PullState } from '../../../sync/pull-state';

/** Loading / error of the notifications pull. */
export function useNotificationsPull(): PullState | undefined {
  return usePullState('notifications');
}

/** Notification changes the server refused (already rolled back), with what it said. */
export function useRefusedNotificationChanges(): OutboxRow[] | undefined {
  return useLiveQuery(
    () =>
      db.outbox
        .where('status')
        .equals('failed')
        .filter((r) => r.table === 'notifications')
        .sortBy('seq'),
    [],
  );
}
