import type { EventProps } from 'react-big-calendar';
import type { BookingEvent } from '../lib/calendar-events';

/**
 * A booking in the agenda: the client's name, then the tests. A button, so a finger and the
 * keyboard can open it; its click reaches the agenda's cell, which opens the booking.
 */
export function AgendaBooking({ event }: EventProps<BookingEvent>) {
  return (
    <button type="button" className="agenda-booking">
      <strong>{event.client}</strong>
      <span>{event.tests}</span>
    </button>
  );
}
