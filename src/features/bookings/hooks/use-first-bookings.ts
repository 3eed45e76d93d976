import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../../db/db';
import type { Booking } from '../../../db/types';
import { onSignOut } from '../../../lib/sign-out-hooks';

/** The earliest bookings, and how many the mirror holds in all. */
export interface FirstBookings {
  rows: Booking[];
  total: number;
}

/** Through the scheduled_at index, `limit` rows only; counting reads no record. */
async function readFirstBookings(limit: number): Promise<FirstBookings> {
  const [rows, total] = await Promise.all([
    db.bookings.orderBy('scheduled_at').limit(limit).toArray(),
    db.bookings.count(),
  ]);
  return { rows, total };
}

interface FirstRead {
  limit: number;
  result: FirstBookings | undefined;
  done: Promise<void>;
}

/** A read started before the screen rendered, waiting for the screen's first render to take it. */
let ahead: FirstRead | undefined;

// One vendor's rows are never handed to the next one's screen.
onSignOut(() => {
  ahead = undefined;
});

function startFirstRead(limit: number): FirstRead {
  const read: FirstRead = { limit, result: undefined, done: Promise.resolve() };
  read.done = readFirstBookings(limit).then(
    (result) => {
      read.result = result;
    },
    () => undefined,
  );
  ahead = read;
  return read;
}

/**
 * Starts reading the earliest `limit` bookings before the screen renders; resolves when they are
 * read. The next useFirstBookings shows them on its first render.
 */
export function prefetchFirstBookings(limit: number): Promise<void> {
  return (ahead?.limit === limit ? ahead : startFirstRead(limit)).done;
}

/**
 * The earliest `limit` bookings and the total: a first screenful while the whole mirror is read;
 * `undefined` while loading. A read started by prefetchFirstBookings shows at once; the live query
 * takes over when it has run.
 */
export function useFirstBookings(limit: number): FirstBookings | undefined {
  const [read] = useState(() => (ahead?.limit === limit ? ahead : startFirstRead(limit)));
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
  const live = useLiveQuery(() => readFirstBookings(limit), [limit]);
  return live ?? early;
}
