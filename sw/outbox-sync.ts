/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG } from '../src/sync/background-sync';
import { replay } from '../src/sync/replay';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * The worker's side of the outbox: Background Sync and worker start run the same replayer as the
 * page, under the same 'outbox' lock. A run that must back off rejects the sync event, so the
 * browser tries again later.
 */
export function installOutboxSync(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('sync', (event) => {
    const e = event as SyncEvent;
    if (e.tag !== OUTBOX_SYNC_TAG) return;
    e.waitUntil(
      replay().then((r) => {
        if (r.stop === 'backoff') throw new Error('Outbox replay will be retried');
      }),
    );
  });
  void replay().catch(() => undefined);
}
