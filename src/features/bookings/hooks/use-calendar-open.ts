import { createContext, useContext } from 'react';
import type { Id } from '../../../db/types';

/**
 * Opens a booking from inside the calendar's own components ("+n more"), which
 * react-big-calendar renders with its props only. A context, not a component made per render, so
 * that a new `onOpen` does not remount them and lose the keyboard's focus.
 */
export const CalendarOpenContext = createContext<(id: Id) => void>(() => undefined);

export function useCalendarOpen(): (id: Id) => void {
  return useContext(CalendarOpenContext);
}
