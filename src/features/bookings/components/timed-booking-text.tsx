import type { EventProps } from 'react-big-calendar';
import type { BookingEvent } from '../lib/calendar-events';

/**
 * A booking's words in the week and day views, below its time. They start with a space, which
 * the layout drops (a line never starts with one), so that the event's text reads "10:00 AM
 * Anna", not "10:00 AMAnna", to whatever joins it without looking at the layout: axe's check that
 * the visible words are part of the event's name (WCAG 2.5.3) is one.
 */
export function TimedBookingText({ title }: EventProps<BookingEvent>) {
  return <>{` ${title}`}</>;
}
