import { Box } from '@mui/material';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { useMemo, useRef, type SyntheticEvent } from 'react';
import {
  Calendar,
  dateFnsLocalizer,
  type Components,
  type Formats,
  type Messages,
} from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from '../../../lib/use-translation';
import type { Booking, Id } from '../../../db/types';
import { DATE_LOCALES } from '../../../lib/date-locale';
import type { CalendarViewName } from '../hooks/use-calendar-place';
import {
  AGENDA_LENGTH,
  agendaHeaderFormat,
  agendaStep,
  agendaTimeRangeFormat,
} from '../lib/calendar-agenda';
import { statusLook, toEvents, type BookingEvent } from '../lib/calendar-events';
import { AgendaBooking } from './agenda-booking';
import { CalendarEventWrapper } from './calendar-event-wrapper';
import { CalendarShowMore } from './calendar-show-more';
import { CalendarToolbar } from './calendar-toolbar';
import { TimedBookingText } from './timed-booking-text';
import { CalendarOpenContext } from '../hooks/use-calendar-open';
import { usePlainCalendarGrid } from '../hooks/use-plain-calendar-grid';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: DATE_LOCALES });
const FORMATS: Formats = { agendaHeaderFormat, agendaTimeRangeFormat };
const COMPONENTS: Components<BookingEvent> = {
  agenda: { event: AgendaBooking },
  week: { event: TimedBookingText },
  day: { event: TimedBookingText },
  eventWrapper: CalendarEventWrapper,
  showMore: CalendarShowMore,
  toolbar: CalendarToolbar,
};

/** A finger's target (issue 17): day numbers, week day headers, month events, "+n more". */
const TARGET = 44;
const TARGETS_SX = {
  '& .rbc-button-link': {
    minWidth: TARGET,
    minHeight: TARGET,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '& .rbc-month-view': { flex: 'none', height: 'auto' },
  // A day: its number, one event and "+n more" (or two events), with the segments' padding.
  '& .rbc-month-row': { minHeight: 3 * TARGET + 8, flexBasis: 'auto' },
  '& .rbc-date-cell': { p: 0 },
  '& .rbc-month-view .rbc-event': { minHeight: TARGET, display: 'flex', alignItems: 'center' },
  '& .rbc-show-more': { fontSize: 13, justifyContent: 'flex-start' },
  // The other months' day numbers: #999 on the library's #e6e6e6 is 2.3:1; this grey is 4.9:1.
  '& .rbc-off-range .rbc-button-link': { color: 'grey.700' },
} as const;

/** The one-day agenda: the time, then who and what; the toolbar names the day. */
const AGENDA_SX = {
  '& .rbc-agenda-view, & .rbc-agenda-content': { flex: 'none', overflow: 'visible' },
  '& .rbc-agenda-table thead th:first-of-type, & .rbc-agenda-date-cell': { display: 'none' },
  '& .rbc-agenda-view table.rbc-agenda-table tbody > tr > td': { verticalAlign: 'middle' },
  '& .rbc-agenda-view table.rbc-agenda-table .rbc-agenda-time-cell': {
    whiteSpace: 'nowrap',
    textTransform: 'none',
    fontWeight: 600,
  },
  '& .rbc-agenda-view table.rbc-agenda-table tbody > tr > td.rbc-agenda-event-cell': { p: 0 },
  '& .agenda-booking': {
    display: 'flex',
    flexDirection: 'column',
    width: 1,
    minHeight: TARGET,
    px: 1.25,
    py: 0.75,
    border: 0,
    bgcolor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    overflowWrap: 'anywhere',
  },
  '& .agenda-booking span': { fontSize: 13 },
} as const;

/** Enter or Space on a booking, which the library hands over as a bare key event. */
function activates(e: SyntheticEvent): boolean {
  const key = e.nativeEvent instanceof KeyboardEvent ? e.nativeEvent.key : '';
  return key === 'Enter' || key === ' ';
}

interface BookingsCalendarProps {
  bookings: readonly Booking[];
  /** The views the toolbar offers. */
  views: CalendarViewName[];
  view: CalendarViewName;
  date: Date;
  onNavigate: (place: { view?: CalendarViewName; date?: Date }) => void;
  onOpen: (id: Id) => void;
}

/** react-big-calendar over the mirror's bookings, each event in its status colour. */
export function BookingsCalendar({
  bookings,
  views,
  view,
  date,
  onNavigate,
  onOpen,
}: BookingsCalendarProps) {
  const { t, i18n } = useTranslation('bookings');
  const culture = i18n.resolvedLanguage?.startsWith('de') ? 'de' : 'en';
  const events = useMemo(() => toEvents(bookings), [bookings]);
  const grows = view === 'month' || view === 'agenda';
  const box = useRef<HTMLDivElement>(null);
  usePlainCalendarGrid(box);
  const messages = useMemo<Messages<BookingEvent>>(
    () => ({
      today: t('calendar.today'),
      previous: t('calendar.previous'),
      next: t('calendar.next'),
      month: t('calendar.month'),
      week: t('calendar.week'),
      day: t('calendar.day'),
      agenda: t('calendar.agenda'),
      date: t('calendar.date'),
      time: t('calendar.time'),
      event: t('calendar.event'),
      noEventsInRange: t('calendar.noEvents'),
    }),
    [t],
  );

  return (
    <Box
      ref={box}
      sx={{
        // The month and the agenda grow to their rows (the page scrolls); the time grids scroll
        // inside the box.
        ...(grows ? { height: 'auto' } : { height: { xs: 640, md: 'calc(100vh - 240px)' } }),
        minHeight: grows ? 0 : 560,
        bgcolor: 'background.paper',
        borderRadius: 1,
        p: { xs: 1, md: 2 },
        '& .rbc-toolbar': { gap: 1, flexWrap: 'wrap' },
        '& .rbc-toolbar button': { minHeight: 44, minWidth: 44, cursor: 'pointer' },
        '& .rbc-event': { minHeight: 24, fontSize: 13, borderRadius: '6px' },
        // The library rings a booking on any focus, a click's too; the keyboard's ring is the
        // theme's.
        '& .rbc-event:focus:not(:focus-visible)': { outline: 'none' },
        // Taller hours so a tap lands on the intended booking and its name fits.
        '& .rbc-timeslot-group': { minHeight: 64 },
        '& .rbc-day-slot .rbc-event-label': { fontSize: 11 },
        ...TARGETS_SX,
        ...AGENDA_SX,
        '& .rbc-today': { bgcolor: 'rgba(0,167,111,0.08)' },
      }}
    >
      <CalendarOpenContext value={onOpen}>
        <Calendar<BookingEvent>
          localizer={localizer}
          culture={culture}
          events={events}
          view={view}
          views={views}
          date={date}
          length={AGENDA_LENGTH}
          formats={FORMATS}
          components={COMPONENTS}
          onView={(next) => onNavigate({ view: next as CalendarViewName })}
          onNavigate={(next, nextView, action) =>
            onNavigate({
              date: nextView === 'agenda' ? agendaStep(next, action) : next,
              view: nextView as CalendarViewName,
            })
          }
          onSelectEvent={(event) => onOpen(event.id)}
          onKeyPressEvent={(event, e) => {
            if (!activates(e)) return;
            e.preventDefault();
            onOpen(event.id);
          }}
          onDrillDown={(day) => onNavigate({ date: day, view: 'day' })}
          messages={messages}
          tooltipAccessor={(event) => event.title}
          eventPropGetter={(event) => statusLook(event.status)}
          scrollToTime={new Date(1970, 0, 1, 7)}
          longPressThreshold={250}
        />
      </CalendarOpenContext>
    </Box>
  );
}
