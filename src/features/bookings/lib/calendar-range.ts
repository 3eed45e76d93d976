import { addDays, endOfMonth, startOfDay, startOfMonth } from 'date-fns';
import type { CalendarViewName } from '../hooks/use-calendar-place';

/**
 * The span of bookings a calendar view needs: the month (with the neighbouring days its grid
 * shows), the week or the day, with room for either first day of the week. The agenda lists one
 * day (bookings-calendar.tsx).
 */
export function calendarRange(view: CalendarViewName, date: Date): { from: Date; to: Date } {
  if (view === 'month') {
    return { from: addDays(startOfMonth(date), -7), to: addDays(endOfMonth(date), 8) };
  }
  const day = startOfDay(date);
  if (view === 'week') return { from: addDays(day, -7), to: addDays(day, 8) };
  return { from: day, to: addDays(day, 1) };
}
