import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { useBookingsBetween } from '../hooks/use-bookings';
import { useCalendarPlace } from '../hooks/use-calendar-place';
import { useOpenBooking } from '../../../components/bookings/use-open-booking';
import { useRefresh } from '../../../sync/use-refresh';
import { calendarRange } from '../lib/calendar-range';
import { BookingDetailDrawer } from '../../../components/bookings/booking-detail-drawer';
import { BookingsCalendar } from './bookings-calendar';

/** Day, week and month views of the bookings; tapping one opens its detail. */
export function CalendarView() {
  const { t } = useTranslation('bookings');
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const refresh = useRefresh('bookings');
  const { view, date, go } = useCalendarPlace(small ? 'day' : 'month');
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
