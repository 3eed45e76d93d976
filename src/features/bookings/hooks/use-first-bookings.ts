import { useEffect, useState } from 'react';
import { mergeInOrder, packedCounts, readPacked } from '../../../db/booking-packs';
import { db } from '../../../db/db';
import { mutationMark } from '../../../db/mutation-mark';
import type { Booking } from '../../../db/types';
import { onForgetReadsAhead } from '../../../lib/read-ahead';
import { firstPageBookings } from '../../../sync/first-page-ahead';
import { readMirrorFill } from '../../../sync/mirror-fill';
import { useSteadyQuery } from '../../../sync/use-steady-query';
import { filterSpan, NO_FILTERS, type BookingFilters } from '../lib/filters';

/** The days the first rows are read for, as the filters give them (`YYYY-MM-DD`, or open). */
export type FirstSpan = Pick<BookingFilters, 'from' | 'to'>;

/**
 * The earliest bookings of a span, how many the span holds (not known while the mirror fills) and
 * how many the mirror holds.
 */
export interface FirstBookings {
  rows: Booking[];
  shown: number | undefined;
  total: number;
}

/**
 * The last read found the mirror filling: the next one counts nothing unless it finds the fill
 * over. A hint only, so that a read of a full mirror (every start but a first sign-in) asks for
 * its counts with its rows, not one round trip later.
 */
let lastFilling = false;

/**
 * Through the scheduled_at index, `limit` rows only; counting reads no record. The index holds
 * the API's ISO times in UTC, which sort as they follow each other (the server compares them so).
 * While a walk fills the mirror nothing is counted: IndexedDB counts by stepping through every
 * entry, in the database process, and the walk's next page waits behind it (the two counts after
 * each page made a first sign-in of 100,000 bookings fill in about twice the time); the walk's
 * own tally stands for the total. With no booking stored yet, the bookings of a first sign-in's
 * first page while it is written (the counts then are the page's).
 */
async function readFirstBookings(limit: number, span: FirstSpan): Promise<FirstBookings> {
  const { from, to } = filterSpan({ ...NO_FILTERS, ...span });
  const lower = from === undefined ? '' : new Date(from).toISOString();
  const upper = to === undefined ? '\uffff' : new Date(to).toISOString();
  const inSpan = () => db.bookings.where('scheduled_at').between(lower, upper, true, false);
  // Past, final bookings are packed a day to a record (src/db/booking-packs.ts).
  const packed = readPacked(lower, upper, limit);
  packed.catch(() => undefined); // awaited below, unless the table's read fails first
  const count = async () => {
    const [inTable, all, packs, tally] = await Promise.all([
      inSpan().count(),
      db.bookings.count(),
      packed,
      packedCounts(),
    ]);
    return [inTable + packs.count, all + tally.total] as const;
  };
  const counting = lastFilling ? null : count();
  counting?.catch(() => undefined); // not awaited when the mirror turns out to be filling
  const [tableRows, fill, packs] = await Promise.all([
    inSpan().limit(limit).toArray(),
    readMirrorFill(),
    packed,
  ]);
  const rows = mergeInOrder(packs.rows, tableRows).slice(0, limit);
  lastFilling = fill !== null;
  const [shown, total] = fill ? [undefined, fill.bookings] : await (counting ?? count());
  if (total > 0 || rows.length > 0) return { rows, shown, total };
  // None stored yet: a first sign-in's first page may be on its way, today's bookings first.
  const coming = await firstPageBookings();
  if (!coming?.length) return { rows, shown, total };
  const bookings = (coming as unknown as Booking[]).filter(
    (b) => b.scheduled_at >= lower && b.scheduled_at < upper,
  );
  bookings.sort((a, b) =>
    a.scheduled_at === b.scheduled_at
      ? Number(a.id) - Number(b.id)
      : a.scheduled_at < b.scheduled_at
        ? -1
        : 1,
  );
  return { rows: bookings.slice(0, limit), shown: bookings.length, total: coming.length };
}

interface FirstRead {
  key: string;
  /** The mutationMark of FIRST_TABLES as the read began. */
  mark: number;
  result: FirstBookings | undefined;
  done: Promise<void>;
}

/** What the first rows are read from, ahead and live. */
const FIRST_TABLES = [db.bookings, db.bookingPacks];

const keyOf = (limit: number, span: FirstSpan) => `${limit} ${span.from} ${span.to}`;

/** A read started before the screen rendered, waiting for the screen's first render to take it. */
let ahead: FirstRead | undefined;

// One vendor's rows are never handed to the next one's screen, nor an emptied mirror's rows.
onForgetReadsAhead(() => {
  ahead = undefined;
  lastFilling = false;
});

function startFirstRead(limit: number, span: FirstSpan): FirstRead {
  const read: FirstRead = {
    key: keyOf(limit, span),
    mark: mutationMark(FIRST_TABLES),
    result: undefined,
    done: Promise.resolve(),
  };
  read.done = readFirstBookings(limit, span).then(
    (result) => {
      read.result = result;
    },
    () => undefined,
  );
  ahead = read;
  return read;
}

/**
 * Starts reading the earliest `limit` bookings of a span before the screen renders; resolves when
 * they are read. The next useFirstBookings of the same span shows them on its first render.
 */
export function prefetchFirstBookings(limit: number, span: FirstSpan): Promise<void> {
  return (ahead?.key === keyOf(limit, span) ? ahead : startFirstRead(limit, span)).done;
}

/**
 * The earliest `limit` bookings of a span and the counts: a first screenful while the whole
 * mirror is read; `undefined` while loading. A read started by prefetchFirstBookings shows at
 * once; the live read takes over when it has run. Read steadily (use-steady-query.ts): a first
 * pull's pages kept Dexie's live query starting over, and the first rows waited for the pull.
 */
export function useFirstBookings(limit: number, span: FirstSpan): FirstBookings | undefined {
  const key = keyOf(limit, span);
  const [read] = useState(() => (ahead?.key === key ? ahead : startFirstRead(limit, span)));
  const [early, setEarly] = useState(read.result);
  useEffect(() => {
    // Taken: a later visit reads afresh.
    if (ahead === read) ahead = undefined;
    if (read.result) return;
    let live = true;
    void read.done.then(() => live && setEarly(read.result));
    return () => {
      live = false;
    };
  }, [read]);
  const { from, to } = span;
  // A read ahead that ended before this first render is the live read's first answer, unless the
  // mirror changed since it began.
  const live = useSteadyQuery(
    () => readFirstBookings(limit, { from, to }),
    [limit, from, to],
    FIRST_TABLES,
    { initial: read.key === key ? read.result : undefined, initialMark: read.mark },
  );
  // The early read is of the span the screen opened on; once the filters move, only the live one.
  return live ?? (read.key === key ? early : undefined);
}
