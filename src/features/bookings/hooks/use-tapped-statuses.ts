import { useCallback, useEffect, useState } from 'react';
import type { Booking, BookingStatus, Id } from '../../../db/types';

type Tapped = ReadonlyMap<Id, BookingStatus>;

/**
 * Statuses tapped on a list's items and not yet in its rows: the list draws them over the rows'
 * own, so a tap shows in the next frame rather than after the outbox's write and the mirror's
 * read of the whole list (about 370 ms on the bench's phone with 10,000 bookings). Each is
 * forgotten once the rows have the booking in that status (or it left them), or by `untap` when
 * the change was refused; a later change from elsewhere then shows as usual.
 */
export function useTappedStatuses(
  rows: readonly Booking[],
): [Tapped, (id: Id, status: BookingStatus) => void, (id: Id) => void] {
  const [tapped, setTapped] = useState<Tapped>(new Map());
  const tap = useCallback((id: Id, status: BookingStatus) => {
    setTapped((last) => new Map(last).set(id, status));
  }, []);
  const untap = useCallback((id: Id) => {
    setTapped((last) => {
      if (!last.has(id)) return last;
      const next = new Map(last);
      next.delete(id);
      return next;
    });
  }, []);
  useEffect(() => {
    if (tapped.size === 0) return;
    const arrived = [...tapped].filter(([id, status]) => {
      const row = rows.find((b) => b.id === id);
      return row === undefined || row.status === status;
    });
    arrived.forEach(([id]) => untap(id));
  }, [rows, tapped, untap]);
  return [tapped, tap, untap];
}
