import { addDays, format } from 'date-fns';
import type { DateRangeFormatFunction, NavigateAction } from 'react-big-calendar';
import { DATE_LOCALES } from '../../../lib/date-locale';

/**
 * react-big-calendar's agenda lists the days from `date` to `date + length` with both ends
 * included, and its Back and Next move by `length` days. The agenda here is one day, a phone's
 * calendar: length 0, and `agendaStep` makes Back and Next move by a day.
 */
export const AGENDA_LENGTH = 0;

export function agendaStep(date: Date, action: NavigateAction): Date {
  if (action === 'PREV') return addDays(date, -1);
  if (action === 'NEXT') return addDays(date, 1);
  return date;
}

const locale = (culture: string | undefined) => DATE_LOCALES[culture === 'de' ? 'de' : 'en'];

/** The agenda's title: its one day, weekday and all. */
export const agendaHeaderFormat: DateRangeFormatFunction = ({ start }, culture) =>
  format(start, 'PPPP', { locale: locale(culture) });

/** A booking's start: its end is only how long the week and day views draw it. */
export const agendaTimeRangeFormat: DateRangeFormatFunction = ({ start }, culture) =>
  format(start, 'p', { locale: locale(culture) });
