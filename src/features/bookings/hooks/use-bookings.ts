import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../../db/db';
import type { Booking, Id } from '../../../db/types';

/**
 * Every booking of the mirror, earliest first; `undefined` while loading. With `enabled` false
 * it waits (so a small first read can go ahead of this big one).
 */
export function useBookings(enabled = true): Booking[] | undefined {
  return useLiveQuery(
    async () => (enabled ? await db.bookings.orderBy('scheduled_at').toArray() : undefined),
    [enabled],
  );
}

/** One booking; `null` when the mirror does not hold it, `undefined` while loading. */
export function useBooking(id: Id | null): Booking | null | undefined {
  return useLiveQuery(
    async () => (id === null ? null : ((await db.bookings.get(id)) ?? null)),
    [id],
  );
}

/**
 * The bookings between two times, read through the scheduled_at index so the calendar never
 * loads all 10,000; `undefined` while loading.
 */
export function useBookingsBetween(from: Date, to: Date): Booking[] | undefined {
  const start = from.getTime();
  const end = to.getTime();
  return useLiveQuery(
    async () =>
      (
        await db.bookings
          .where('scheduled_at')
          .between(new Date(start).toISOString(), new Date(end).toISOString(), true, false)
          .toArray()
      ).filter((b) => {
        const at = Date.parse(b.scheduled_at);
        return at >= start && at < end;
      }),
    [start, end],
  );
}

function readFirstBookings(limit: number): Promise<Booking[]> {
  return db.bookings.orderBy('scheduled_at').limit(limit).toArray();
}

interface FirstRead {
  limit: number;
  rows: Booking[] | undefined;
  done: Promise<void>;
}

/** A read started before the screen rendered, waiting for the screen's first render to take it. */
let ahead: FirstRead | undefined;

function startFirstRead(limit: number): FirstRead {
  const read: FirstRead = { limit, rows: undefined, done: Promise.resolve() };
  read.done = readFirstBookings(limit).then(
    (rows) => {
      read.rows = rows;
    },
    () => undefined,
  );
  ahead = read;
  return read;
}

/**
 * Starts reading the earliest `limit` bookings (through the scheduled_at index) before the screen
 * renders; resolves when they are read. The next useFirstBookings shows them on its first render.
 */
export function prefetchFirstBookings(limit: number): Promise<void> {
  return (ahead?.limit === limit ? ahead : startFirstRead(limit)).done;
}

/**
 * The earliest `limit` bookings: a first screenful while the whole mirror is read. A read started
 * by prefetchFirstBookings shows at once; the live query takes over when it has run.
 */
export function useFirstBookings(limit: number): Booking[] | undefined {
  const [read] = useState(() => (ahead?.limit === limit ? ahead : startFirstRead(limit)));
  const [early, setEarly] = useState(read.rows);
  useEffect(() => {
    // Taken: a later visit reads afresh.
    if (ahead === read) ahead = undefined;
    if (read.rows) return;
    let live = true;
    void read.done.then(() => live && setEarly(read.rows));
    return () => {
      live = false;
    };
  }, [read]);
  const live = useLiveQuery(() => readFirstBookings(limit), [limit]);
  return live ?? early;
}
