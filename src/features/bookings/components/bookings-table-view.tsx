import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { GridApi } from '@mui/x-data-grid';
import { format } from 'date-fns';
import { useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { i18n } from '../../../lib/i18n';
import { downloadText } from '../lib/csv';
import { filterBookings, hasFilters } from '../lib/filters';
import { useAfterPaint } from '../hooks/use-after-paint';
import { useBookings } from '../hooks/use-bookings';
import { useBookingsGrid } from '../hooks/use-bookings-grid';
import { prefetchFirstBookings, useFirstBookings } from '../hooks/use-first-bookings';
import { useOpenBooking } from '../../../components/bookings/use-open-booking';
import { useRefresh } from '../../../sync/use-refresh';
import { useUrlFilters } from '../hooks/use-url-filters';
import { bookingsCsv } from '../lib/booking-csv';
import { TABLE_ROW_HEIGHT } from '../lib/table-columns';
import { statusName, unknownStatuses } from '../../../lib/booking-status';
import { BookingFiltersBar, BookingFiltersSpace } from './booking-filters-bar';
import { BookingsFirstPage } from './bookings-first-page';
import { LazyBookingDetailDrawer } from '../../../components/bookings/lazy-booking-detail-drawer';

/**
 * The plain first page shows a screenful of rows (the table box is shorter than the window): more
 * would only cost time before the first paint, and the grid follows with everything.
 */
const FIRST_ROWS = Math.ceil((globalThis.innerHeight || 1080) / TABLE_ROW_HEIGHT);

/** How long the screen's chunk waits for its words and first rows before it renders anyway. */
const PRELOAD_WAIT_MS = 1000;

// Read the words and the first rows while the chunk loads (top-level await: the route resolves
// when they are there), so the first render shows rows and does not suspend again: React holds
// back each further reveal of a Suspense boundary by up to 300 ms.
await Promise.race([
  Promise.all([i18n.loadNamespaces('bookings'), prefetchFirstBookings(FIRST_ROWS)]),
  new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
]);

const TABLE_BOX_SX = { height: { xs: 560, md: 'calc(100vh - 320px)' }, minHeight: 420 } as const;

/**
 * Every booking in a grid with filters and a CSV export of what the filters leave. The first rows
 * show at once in a plain table; the data grid (its own chunk) takes over once its code has run
 * and the whole mirror has been read.
 */
export function BookingsTableView() {
  const { t } = useTranslation('bookings');
  // Reading 10,000 bookings takes a moment: the first rows are read first and show meanwhile
  // (unfiltered only), then, once they are on screen, the whole mirror.
  const first = useFirstBookings(FIRST_ROWS);
  const painted = useAfterPaint();
  const bookings = useBookings(painted && first !== undefined);
  const refresh = useRefresh('bookings');
  const [filters, setFilters] = useUrlFilters();
  const deferredFilters = useDeferredValue(filters);
  const [openId, open, close] = useOpenBooking();
  // The first commit draws the rows; the filter fields follow in a render of their own.
  const barShown = useDeferredValue(true, false) || hasFilters(filters);
  const apiRef = useRef<GridApi | null>(null);
  const complete = useMemo(
    () => (bookings ? filterBookings(bookings, deferredFilters) : undefined),
    [bookings, deferredFilters],
  );
  const rows = complete ?? (hasFilters(deferredFilters) ? undefined : first?.rows);
  const statuses = useMemo(
    () => unknownStatuses((bookings ?? []).map((b) => b.status)),
    [bookings],
  );
  // Unfiltered, the count is known before the whole mirror is read: the header does not move.
  const total = bookings?.length ?? (rows ? first?.total : undefined);
  const Grid = useBookingsGrid(rows !== undefined);

  const exportCsv = () => {
    if (!complete) return;
    // The filtered rows in the order the grid shows them (its sorting), else the mirror's order.
    const byId = new Map(complete.map((b) => [b.id, b]));
    const sorted = apiRef.current?.getSortedRowIds().flatMap((id) => byId.get(id) ?? []);
    const ordered = sorted && sorted.length === complete.length ? sorted : complete;
    const csv = bookingsCsv(ordered, {
      header: (column) => t(`csv.${column}`),
      status: (status) => statusName(status, t),
    });
    downloadText(csv, `bookings-${format(new Date(), 'yyyy-MM-dd')}.csv`);
  };

  return (
    <>
      <PageHeader
        title={t('table.title')}
        subtitle={
          rows && total !== undefined
            ? t('table.count', { shown: complete ? rows.length : total, total })
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
              disabled={!complete || complete.length === 0}
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
      {barShown ? (
        <BookingFiltersBar filters={filters} statuses={statuses} onChange={setFilters} />
      ) : (
        <BookingFiltersSpace />
      )}
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
        <Box sx={TABLE_BOX_SX}>
          {Grid && complete ? (
            <Grid rows={rows} onOpen={open} apiRef={apiRef} />
          ) : (
            <BookingsFirstPage rows={rows.slice(0, FIRST_ROWS)} onOpen={open} />
          )}
        </Box>
      )}
      {rows && rows.length > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('table.tapHint')}
        </Typography>
      )}
      <LazyBookingDetailDrawer bookingId={openId} onClose={close} />
    </>
  );
}
