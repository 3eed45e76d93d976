import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { useBookings } from '../hooks/use-bookings';
import { useCalendarPlace } from '../hooks/use-calendar-place';
import { useOpenBooking } from '../hooks/use-open-booking';
import { useBookingsRefresh } from '../hooks/use-refresh';
import { BookingDetailDrawer } from './booking-detail-drawer';
import { BookingsCalendar } from './bookings-calendar';

/** Day, week and month views of the bookings; tapping one opens its detail. */
export function CalendarView() {
  const { t } = useTranslation('bookings');
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const bookings = useBookings();
  const refresh = useBookingsRefresh();
  const { view, date, go } = useCalendarPlace(small ? 'day' : 'month');
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
      {refresh.error && bookings?.length === 0 && (
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
