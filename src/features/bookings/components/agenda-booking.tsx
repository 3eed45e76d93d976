import type { EventProps } from 'react-big-calendar';
import { useEventName } from '../hooks/use-event-name';
import type { BookingEvent } from '../lib/calendar-events';

/**
 * A booking in the agenda: the client's name, then the tests. A button, so a finger and the
 * keyboard can open it; its click reaches the agenda's cell, which opens the booking. Its name
 * adds the day, the time (drawn in the cell beside it) and the status. The space between the two
 * lines is not drawn (they are flex items); it keeps the words apart for tools that join the
 * button's text, like axe's label-in-name check (timed-booking-text.tsx).
 */
export function AgendaBooking({ event }: EventProps<BookingEvent>) {
  const name = useEventName();
  return (
    <button type="button" className="agenda-booking" aria-label={name(event)}>
      <strong>{event.client}</strong> <span>{event.tests}</span>
    </button>
  );
}
