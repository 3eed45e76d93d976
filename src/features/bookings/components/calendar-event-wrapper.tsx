import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { EventWrapperProps } from 'react-big-calendar';
import { useEventName } from '../hooks/use-event-name';
import type { BookingEvent } from '../lib/calendar-events';

type CalendarEventWrapperProps = EventWrapperProps<BookingEvent> & {
  children?: ReactNode;
  /** 'date' around a month's booking, 'time' around one in the week or day view. */
  type?: string;
};

/**
 * Around each booking react-big-calendar draws in the month, week and day views: gives the
 * library's element a name that says which booking it is (use-event-name.ts). The week and day
 * already make theirs a focusable button; the month's is a bare div, made one here, so that Tab
 * reaches it and Enter or Space opens it (BookingsCalendar's `onKeyPressEvent`).
 */
export function CalendarEventWrapper({ event, label, type, children }: CalendarEventWrapperProps) {
  const name = useEventName();
  if (!isValidElement(children)) return children;
  const time = type === 'time' && typeof label === 'string' ? label : undefined;
  return cloneElement(children as ReactElement<Record<string, unknown>>, {
    'aria-label': name(event, time),
    ...(type === 'date' ? { role: 'button', tabIndex: 0 } : {}),
  });
}
