import { format } from 'date-fns';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DATE_LOCALES } from '../../../lib/date-locale';
import { statusName } from '../../../lib/booking-status';
import type { BookingEvent } from '../lib/calendar-events';

/**
 * What a booking in the calendar is called to a screen reader: its day and time, the client and
 * tests it shows, its status. The grid around it says nothing (use-plain-calendar-grid.ts), so
 * the name carries the day. A view that draws the time passes the text it draws (`shownTime`):
 * the name holds the visible words, in their order, for speech input (WCAG 2.5.3).
 */
export function useEventName(): (event: BookingEvent, shownTime?: string) => string {
  const { t, i18n } = useTranslation('bookings');
  const locale = DATE_LOCALES[i18n.resolvedLanguage?.startsWith('de') ? 'de' : 'en'];
  return useCallback(
    (event, shownTime) =>
      t('calendar.eventName', {
        day: format(event.start, 'PPPP', { locale }),
        time: shownTime ?? format(event.start, 'p', { locale }),
        title: event.title,
        status: statusName(event.status, t),
      }),
    [t, locale],
  );
}
