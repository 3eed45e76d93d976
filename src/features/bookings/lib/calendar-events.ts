import type { CSSProperties } from 'react';
import type { Booking, Id } from '../../../db/types';
import { clientName } from '../../../lib/booking-format';
import { isBookingStatus, statusColour } from '../../../lib/booking-status';

/** How long a visit is drawn in the day and week views (the API gives only the start). */
export const VISIT_MINUTES = 60;

export interface BookingEvent {
  id: Id;
  title: string;
  client: string;
  tests: string;
  start: Date;
  end: Date;
  status: string;
}

export function toEvents(bookings: readonly Booking[]): BookingEvent[] {
  return bookings.map((b) => {
    const start = new Date(b.scheduled_at);
    const client = clientName(b);
    const tests = b.tests.map((t) => t.name).join(', ');
    return {
      id: b.id,
      title: `${client} · ${tests}`,
      client,
      tests,
      start,
      end: new Date(start.getTime() + VISIT_MINUTES * 60 * 1000),
      status: b.status,
    };
  });
}

/** A booking's class and colours wherever the calendar draws it: in its status colour. */
export function statusLook(status: string): { className: string; style: CSSProperties } {
  const colour = statusColour(status);
  return {
    className: `booking-status-${isBookingStatus(status) ? status : 'unknown'}`,
    style: { backgroundColor: colour.bg, color: colour.fg, border: 'none' },
  };
}
