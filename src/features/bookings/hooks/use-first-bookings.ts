import { useEffect, useState } from 'react';
import { db } from '../../../db/db';
import type { Booking } from '../../../db/types';
import { onSignOut } from '../../../lib/sign-out-hooks';
import { firstPageBookings } from '../../../sync/first-page-ahead';
import { useSteadyQuery } from '../../../sync/use-steady-query';
import { filterSpan, NO_FILTERS, type BookingFilters } from '../lib/filters';

/** The days the first rows are read for, as the filters give them (`YYYY-MM-DD`, or open). */
export type FirstSpan = Pick<BookingFilters, 'from' | 'to'>;

/** The earliest bookings of a span, how many the span holds and how many the mirror holds. */
export interface FirstBookings {
  rows: Booking[];
  shown: number;
  total: number;
}

/**
 * Through the scheduled_at index, `limit` rows only; counting reads no record. The index holds
 * the API's ISO times in UTC, which sort as they follow each other (the server compares them so).
 * With no booking stored yet, the bookings of a first sign-in's first page while it is written
 * (the counts then are the page's).
 */
async function readFirstBookings(limit: number, span: FirstSpan): Promise<FirstBookings> {
  const { from, to } = filterSpan({ ...NO_FILTERS, ...span });
  const lower = from === undefined ? '' : new Date(from).toISOString();
  const upper = to === undefined ? '\uffff' : new Date(to).toISOString();
  const inSpan = () => db.bookings.where('scheduled_at').between(lower, upper, true, false);
  const [rows, shown, total] = await Promise.all([
    inSpan().limit(limit).toArray(),
    inSpan().count(),
    db.bookings.count(),
  ]);
  if (total > 0) return { rows, shown, total };
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
  result: FirstBookings | undefined;
  done: Promise<void>;
}

const keyOf = (limit: number, span: FirstSpan) => `${limit} ${span.from} ${span.to}`;

/** A read started before the screen rendered, waiting for the screen's first render to take it. */
let ahead: FirstRead | undefined;

// One vendor's rows are never handed to the next one's screen.
onSignOut(() => {
  ahead = undefined;
});

function startFirstRead(limit: number, span: FirstSpan): FirstRead {
  const read: FirstRead = { key: keyOf(limit, span), result: undefined, done: Promise.resolve() };
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
  const live = useSteadyQuery(
    () => readFirstBookings(limit, { from, to }),
    [limit, from, to],
    [db.bookings],
  );
  // The early read is of the span the screen opened on; once the filters move, only the live one.
  return live ?? (read.key === key ? early : undefined);
}
