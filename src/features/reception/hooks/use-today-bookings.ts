import { useMemo } from 'react';
import { db } from '../../../db/db';
import { dayTouched, readDay } from '../../../db/day-bookings';
import { mutationMark } from '../../../db/mutation-mark';
import type { Booking } from '../../../db/types';
import { heldForFirstRender } from '../../../lib/read-ahead';
import { useMirrorFilling } from '../../../sync/hooks';
import { BUSY_READ_GAP_MS, useSteadyQuery } from '../../../sync/use-steady-query';

/** A read started before the screen rendered, waiting for the screen's first render to take it. */
const ahead = heldForFirstRender<{ dayStart: number; rows: Booking[]; mark: number }>();

/** What the day is read from, ahead and live. */
const DAY_TABLES = [db.bookings];

/** Reads the day's bookings before the screen renders (reception-view.tsx, while its chunk loads). */
export async function prefetchTodayBookings(dayStart: number): Promise<void> {
  const mark = mutationMark(DAY_TABLES);
  ahead.hold({ dayStart, rows: await readDay(dayStart), mark });
}

/**
 * The bookings of the local day that starts at `dayStart`, live: a booking that a pull, a push or
 * another device brings in shows without a reload. The read made ahead stands in until the live
 * read answers. `undefined` while loading.
 *
 * A steady read (src/sync/use-steady-query.ts), not Dexie's live query: while a first pull lands
 * its pages, a live query of the day started over with each page and the counter showed the
 * day as it was when the pull began (543 of 1,457 waiting, for ten seconds, at 100,000
 * bookings). While the mirror fills, the reads are spaced.
 */
export function useTodayBookings(dayStart: number): Booking[] | undefined {
  const first = ahead.useFirst();
  const filling = useMirrorFilling() === true;
  // Changes elsewhere in the history (a catch-up's pages) leave the day as it is.
  const touches = useMemo(() => dayTouched(dayStart), [dayStart]);
  const same = first?.dayStart === dayStart;
  return useSteadyQuery(() => readDay(dayStart), [dayStart], DAY_TABLES, {
    initial: same ? first.rows : undefined,
    initialMark: same ? first.mark : undefined,
    gapMs: filling ? BUSY_READ_GAP_MS : 0,
    // A catch-up's or another device's changes redraw the day in slices; a first pull's do not
    // (the day's patients are what the counter waits for).
    transition: !filling,
    touches,
  });
}
