import type { Booking, Id } from '../../../db/types';
import { clientName } from '../../../lib/booking-format';

/** How long a visit is drawn in the day and week views (the API gives only the start). */
export const VISIT_MINUTES = 60;

export interface BookingEvent {
  id: Id;
  title: string;
  start: Date;
  end: Date;
  status: string;
}

export function toEvents(bookings: readonly Booking[]): BookingEvent[] {
  return bookings.map((b) => {
    const start = new Date(b.scheduled_at);
    return {
      id: b.id,
      title: `${clientName(b)} · ${b.tests.map((t) => t.name).join(', ')}`,
      start,
      end: new Date(start.getTime() + VISIT_MINUTES * 60 * 1000),
      status: b.status,
    };
  });
}
