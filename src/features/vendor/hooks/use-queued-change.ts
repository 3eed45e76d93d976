import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef } from 'react';
import { db } from '../../../db/db';
import { forgetBefore, restoreVendor } from '../api/update-vendor';

export type QueuedState =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; error: string };

/**
 * Follows one queued vendor change until the server answers: sending while its row waits, sent
 * once the replayer removed it, failed (and the lab put back as it was) if the server refused it.
 */
export function useQueuedChange(
  seq: number | null,
  onFailed: (error: string) => void,
  onSent: () => void,
): QueuedState {
  const row = useLiveQuery(
    async () => (seq === null ? null : ((await db.outbox.get(seq)) ?? 'gone')),
    [seq],
  );
  const handled = useRef<number | null>(null);
  const status = useMemo((): QueuedState => {
    if (seq === null || row === undefined || row === null) return { state: 'idle' };
    if (row === 'gone') return { state: 'sent' };
    if (row.status === 'failed') return { state: 'failed', error: row.lastError ?? '' };
    return { state: 'sending' };
  }, [seq, row]);

  useEffect(() => {
    if (seq === null || handled.current === seq) return;
    if (status.state === 'failed') {
      handled.current = seq;
      void restoreVendor(seq);
      onFailed(status.error);
    } else if (status.state === 'sent') {
      handled.current = seq;
      void forgetBefore(seq);
      onSent();
    }
  }, [seq, status, onFailed, onSent]);

  return status;
}
