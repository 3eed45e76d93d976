import { useDeferredValue, useMemo } from 'react';
import { useLatch } from '../../../components/use-latch';
import type { Booking } from '../../../db/types';
import { useMirrorFilling } from '../../../sync/hooks';
import { filterBookings, type BookingFilters } from '../lib/filters';
import { useAfterPaint } from './use-after-paint';
import { useBookings } from './use-bookings';
import { useFirstBookings } from './use-first-bookings';
import { useUrlFilters } from './use-url-filters';

export interface BookingsScreen {
  filters: BookingFilters;
  setFilters: (patch: Partial<BookingFilters>) => void;
  /** Every booking of the mirror; `undefined` until it has been read. */
  bookings: Booking[] | undefined;
  /** The bookings the filters leave, once the whole mirror is read. */
  complete: Booking[] | undefined;
  /** What to draw: `complete`, or before it the first rows of the filters' days. */
  rows: Booking[] | undefined;
  /** How many bookings the filters leave and how many there are, once known. */
  shown: number | undefined;
  total: number | undefined;
  /** A first pull is still filling the mirror: the first rows show, the whole list waits. */
  filling: boolean;
}

/** The first rows can stand in for the whole list when only days narrow it (an index read). */
function firstRowsFit(filters: BookingFilters): boolean {
  return filters.status === 'all' && filters.text.trim() === '';
}

/**
 * The bookings screen's data, on a phone or not. Reading 10,000 bookings takes a moment: the first
 * rows of the filters' days are read first and show meanwhile, then, once they are on screen, the
 * whole mirror, which the filters narrow. While a first pull fills the mirror (a first sign-in of
 * a lab with 100,000 bookings takes a minute on a phone), only the first rows and the counts
 * follow it: the whole list, read again and filtered as every page landed, took the phone's main
 * thread from the first rows and the IndexedDB store from the pull.
 */
export function useBookingsScreen(firstRows: number): BookingsScreen {
  const [filters, setFilters] = useUrlFilters();
  const deferredFilters = useDeferredValue(filters);
  const first = useFirstBookings(firstRows, deferredFilters);
  const painted = useAfterPaint();
  const filling = useMirrorFilling();
  // Once started, the whole mirror stays read while the filters move the first rows' days.
  // Deferred: a change of one booking redraws what it was made in (the drawer, a card's status)
  // at once, and the list of thousands after it, in slices that yield to input.
  const bookings = useDeferredValue(
    useBookings(useLatch(painted && first !== undefined && filling === false)),
  );
  const complete = useMemo(
    () => (bookings ? filterBookings(bookings, deferredFilters) : undefined),
    [bookings, deferredFilters],
  );
  const early = firstRowsFit(deferredFilters) ? first : undefined;
  const rows = complete ?? early?.rows;
  return {
    filters,
    setFilters,
    bookings,
    complete,
    rows,
    // Before the whole mirror is read the counts come from the index: the header does not move.
    shown: complete?.length ?? early?.shown,
    total: bookings?.length ?? (rows || filling ? first?.total : undefined),
    filling: filling === true && bookings === undefined,
  };
}
