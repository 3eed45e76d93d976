import { Box } from '@mui/material';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { useMemo } from 'react';
import { Calendar, dateFnsLocalizer, type Messages } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from 'react-i18next';
import type { Booking, Id } from '../../../db/types';
import { DATE_LOCALES } from '../../../lib/date-locale';
import type { CalendarViewName } from '../hooks/use-calendar-place';
import { toEvents, type BookingEvent } from '../lib/calendar-events';
import { isBookingStatus, statusColour } from '../../../lib/booking-status';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: DATE_LOCALES });
const VIEWS: CalendarViewName[] = ['month', 'week', 'day'];

interface BookingsCalendarProps {
  bookings: readonly Booking[];
  view: CalendarViewName;
  date: Date;
  onNavigate: (place: { view?: CalendarViewName; date?: Date }) => void;
  onOpen: (id: Id) => void;
}

/** react-big-calendar over the mirror's bookings, each event in its status colour. */
export function BookingsCalendar({
  bookings,
  view,
  date,
  onNavigate,
  onOpen,
}: BookingsCalendarProps) {
  const { t, i18n } = useTranslation('bookings');
  const culture = i18n.resolvedLanguage?.startsWith('de') ? 'de' : 'en';
  const events = useMemo(() => toEvents(bookings), [bookings]);
  const messages = useMemo<Messages<BookingEvent>>(
    () => ({
      today: t('calendar.today'),
      previous: t('calendar.previous'),
      next: t('calendar.next'),
      month: t('calendar.month'),
      week: t('calendar.week'),
      day: t('calendar.day'),
      date: t('calendar.date'),
      time: t('calendar.time'),
      event: t('calendar.event'),
      noEventsInRange: t('calendar.noEvents'),
      showMore: (count: number) => t('calendar.showMore', { count }),
    }),
    [t],
  );

  return (
    <Box
      sx={{
        height: { xs: 640, md: 'calc(100vh - 240px)' },
        minHeight: 560,
        bgcolor: 'background.paper',
        borderRadius: 1,
        p: { xs: 1, md: 2 },
        '& .rbc-toolbar': { gap: 1, flexWrap: 'wrap' },
        '& .rbc-toolbar button': { minHeight: 44, minWidth: 44, cursor: 'pointer' },
        '& .rbc-event': { minHeight: 24, fontSize: 13, borderRadius: '6px' },
        // Taller hours so a tap lands on the intended booking and its name fits.
        '& .rbc-timeslot-group': { minHeight: 64 },
        '& .rbc-day-slot .rbc-event-label': { fontSize: 11 },
        '& .rbc-show-more': { minHeight: 24, fontSize: 13 },
        '& .rbc-today': { bgcolor: 'rgba(0,167,111,0.08)' },
      }}
    >
      <Calendar<BookingEvent>
        localizer={localizer}
        culture={culture}
        events={events}
        view={view}
        views={VIEWS}
        date={date}
        onView={(next) => onNavigate({ view: next as CalendarViewName })}
        onNavigate={(next, nextView) =>
          onNavigate({ date: next, view: nextView as CalendarViewName })
        }
        onSelectEvent={(event) => onOpen(event.id)}
        onDrillDown={(day) => onNavigate({ date: day, view: 'day' })}
        messages={messages}
        tooltipAccessor={(event) => event.title}
        eventPropGetter={(event) => ({
          className: `booking-status-${isBookingStatus(event.status) ? event.status : 'unknown'}`,
          style: {
            backgroundColor: statusColour(event.status).bg,
            color: statusColour(event.status).fg,
            border: 'none',
          },
        })}
        scrollToTime={new Date(1970, 0, 1, 7)}
        longPressThreshold={250}
        popup
      />
    </Box>
  );
}
