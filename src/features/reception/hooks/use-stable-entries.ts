import { useRef } from 'react';
import { sameRow } from '../../../lib/value-store';
import type { QueueEntry } from '../lib/queue';

/**
 * The queue's entries, each the same object as in the last render while its booking and its
 * marks are unchanged: every read of the mirror makes new booking objects, so without this a
 * single change (another device's, a pull's page) drew every patient's card again (a 450 to
 * 600 ms task on a tablet at 4x CPU with 160 patients), and ReceptionRow's memo held for none.
 */
export function useStableEntries(entries: QueueEntry[] | undefined): QueueEntry[] | undefined {
  const last = useRef(new Map<QueueEntry['booking']['id'], QueueEntry>());
  // The same entries as the last render (a render for another reason: a tap held, the search):
  // the same answer, without comparing every booking again.
  const memo = useRef<{ entries: QueueEntry[]; stable: QueueEntry[] } | null>(null);
  if (!entries) return entries;
  if (memo.current?.entries === entries) return memo.current.stable;
  const kept = new Map<QueueEntry['booking']['id'], QueueEntry>();
  const stable = entries.map((entry) => {
    const before = last.current.get(entry.booking.id);
    const same =
      before !== undefined &&
      before.next === entry.next &&
      before.late === entry.late &&
      before.waiting === entry.waiting &&
      sameRow(before.booking, entry.booking);
    const chosen = same ? before : entry;
    kept.set(entry.booking.id, chosen);
    return chosen;
  });
  last.current = kept;
  memo.current = { entries, stable };
  return stable;
}
