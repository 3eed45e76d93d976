import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { useBookingsBetween } from '../hooks/use-bookings';
import { useCalendarPlace, type CalendarViewName } from '../hooks/use-calendar-place';
import { useOpenBooking } from '../../../components/bookings/use-open-booking';
import { useRefresh } from '../../../sync/use-refresh';
import { calendarRange } from '../lib/calendar-range';
import { BookingDetailDrawer } from '../../../components/bookings/booking-detail-drawer';
import { BookingsCalendar } from './bookings-calendar';

/**
 * The views each width offers. A phone is too narrow for seven columns: a day, as a list or as
 * hours. Below md a week's columns are under 100 px, and bookings at the same hour share one:
 * too narrow for a finger (44 px), so a tablet upright has no week.
 */
const PHONE_VIEWS: CalendarViewName[] = ['agenda', 'day'];
const TABLET_VIEWS: CalendarViewName[] = ['month', 'day', 'agenda'];
const VIEWS: CalendarViewName[] = ['month', 'week', 'day', 'agenda'];

/** Month, week, day and agenda views of the bookings; tapping one opens its detail. */
export function CalendarView() {
  const { t } = useTranslation('bookings');
  const theme = useTheme();
  // Read at once (noSsr), so a phone's first render already asks for its own view's bookings.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const refresh = useRefresh('bookings');
  const views = phone ? PHONE_VIEWS : small ? TABLET_VIEWS : VIEWS;
  const { view, date, go } = useCalendarPlace(phone ? 'agenda' : small ? 'day' : 'month', views);
  const range = useMemo(() => calendarRange(view, date), [view, date]);
  const fresh = useBookingsBetween(range.from, range.to);
  // Keep showing the last range while the next one is read, so paging does not flash a spinner.
  const [last, setLast] = useState(fresh);
  if (fresh !== undefined && fresh !== last) setLast(fresh);
  const bookings = fresh ?? last;
  const [openId, open, close] = useOpenBooking();

  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        action={
          <Button
            component={RouterLink}
            to="/bookings"
            startIcon={<TableRowsOutlined />}
            sx={{ minHeight: 44 }}
          >
            {t('calendar.toTable')}
          </Button>
        }
      />
      {refresh.error && refresh.at === null && (
        <ErrorState message={refresh.error} onRetry={refresh.retry} sx={{ mb: 2 }} />
      )}
      {bookings === undefined ? (
        <LoadingState />
      ) : (
        <BookingsCalendar
          bookings={bookings}
          views={views}
          view={view}
          date={date}
          onNavigate={go}
          onOpen={open}
        />
      )}
      <BookingDetailDrawer bookingId={openId} onClose={close} />
    </>
  );
}
