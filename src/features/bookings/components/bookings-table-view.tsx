import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { downloadText } from '../csv';
import { filterBookings } from '../filters';
import { useBookings } from '../hooks/use-bookings';
import { useOpenBooking } from '../hooks/use-open-booking';
import { useBookingsRefresh } from '../hooks/use-refresh';
import { useUrlFilters } from '../hooks/use-url-filters';
import { bookingsCsv } from '../lib/booking-csv';
import { statusKey } from '../status';
import { BookingDetailDrawer } from './booking-detail-drawer';
import { BookingFiltersBar } from './booking-filters-bar';
import { BookingsGrid } from './bookings-grid';

/** Every booking in a grid with filters and a CSV export of what the filters leave. */
export function BookingsTableView() {
  const { t } = useTranslation('bookings');
  const bookings = useBookings();
  const refresh = useBookingsRefresh();
  const [filters, setFilters] = useUrlFilters();
  const [openId, open, close] = useOpenBooking();
  const rows = useMemo(
    () => (bookings ? filterBookings(bookings, filters) : undefined),
    [bookings, filters],
  );

  const exportCsv = () => {
    if (!rows) return;
    const csv = bookingsCsv(rows, {
      header: (column) => t(`csv.${column}`),
      status: (status) => t(statusKey(status)),
    });
    downloadText(csv, `bookings-${format(new Date(), 'yyyy-MM-dd')}.csv`);
  };

  return (
    <>
      <PageHeader
        title={t('table.title')}
        subtitle={
          rows && bookings
            ? t('table.count', { shown: rows.length, total: bookings.length })
            : undefined
        }
        action={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to="/calendar"
              startIcon={<CalendarMonthOutlined />}
              sx={{ minHeight: 44 }}
            >
              {t('table.toCalendar')}
            </Button>
            <Button
              variant="contained"
              startIcon={<FileDownloadOutlined />}
              onClick={exportCsv}
              disabled={!rows || rows.length === 0}
              sx={{ minHeight: 44 }}
            >
              {t('table.export')}
            </Button>
          </Stack>
        }
      />
      {refresh.error && bookings?.length === 0 && (
        <ErrorState message={refresh.error} onRetry={refresh.retry} sx={{ mb: 2 }} />
      )}
      <BookingFiltersBar filters={filters} onChange={setFilters} />
      {rows === undefined && <LoadingState />}
      {bookings?.length === 0 && !refresh.error && (
        <EmptyState title={t('table.empty')} description={t('table.emptyHint')} />
      )}
      {rows && bookings && bookings.length > 0 && rows.length === 0 && (
        <EmptyState
          title={t('table.noMatch')}
          action={
            <Button onClick={() => setFilters({ status: 'all', from: '', to: '', text: '' })}>
              {t('filters.clear')}
            </Button>
          }
        />
      )}
      {rows && rows.length > 0 && (
        <Box sx={{ height: { xs: 560, md: 'calc(100vh - 320px)' }, minHeight: 420 }}>
          <BookingsGrid rows={rows} onOpen={open} />
        </Box>
      )}
      {rows && rows.length > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('table.tapHint')}
        </Typography>
      )}
      <BookingDetailDrawer bookingId={openId} onClose={close} />
    </>
  );
}
