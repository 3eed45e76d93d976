import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Booking } from '../../../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The bookings of the local day that starts at `dayStart` (epoch ms), live: a booking that a pull,
 * a push or another device brings in shows without a reload. Read through the scheduled_at index
 * with a day of margin (the server's ISO times may carry another offset), then cut to the day.
 * `undefined` while loading.
 */
export function useTodayBookings(dayStart: number): Booking[] | undefined {
  return useLiveQuery(async () => {
    const dayEnd = new Date(dayStart);
    dayEnd.setDate(dayEnd.getDate() + 1);
    const end = dayEnd.getTime();
    const around = await db.bookings
      .where('scheduled_at')
      .between(new Date(dayStart - DAY_MS).toISOString(), new Date(end + DAY_MS).toISOString())
      .toArray();
    return around.filter((b) => {
      const at = Date.parse(b.scheduled_at);
      return at >= dayStart && at < end;
    });
  }, [dayStart]);
}
