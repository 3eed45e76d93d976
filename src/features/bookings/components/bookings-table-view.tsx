import { Button, Stack, useMediaQuery, useTheme } from '@mui/material';
import type { GridApi } from '@mui/x-data-grid';
import { format } from 'date-fns';
import { lazy, Suspense, useDeferredValue, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { PlainButton } from '../../../components/plain/button';
import { Icon } from '../../../components/plain/icons';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { i18n } from '../../../lib/i18n';
import { downloadText } from '../lib/csv';
import { dayKey, defaultFilters, isDefaultFilters } from '../lib/filters';
import { useBookingsGrid } from '../hooks/use-bookings-grid';
import { useBookingsScreen } from '../hooks/use-bookings-screen';
import { prefetchFirstBookings } from '../hooks/use-first-bookings';
import { useOpenBooking } from '../../../components/bookings/use-open-booking';
import { useSnapshot } from '../../../components/use-snapshot';
import { useRefresh } from '../../../sync/use-refresh';
import { bookingsCsv } from '../lib/booking-csv';
import { rowsInView, TABLE_BOX, TABLE_ROW_HEIGHT } from '../lib/table-columns';
import { readUrlFilters } from '../lib/url-filters';
import { statusName, unknownStatuses } from '../../../lib/booking-status';
import { BookingFiltersSpace } from './booking-filters-space';
import { BookingsFirstPage } from './bookings-first-page';
import { BookingsPhoneList } from './bookings-phone-list';
import { PhoneFilters } from './phone-filters';
import { LazyBookingDetailDrawer } from '../../../components/bookings/lazy-booking-detail-drawer';
import { readAhead } from '../../../lib/read-ahead';

/**
 * The first read takes a window's height of rows: a phone's cards are taller than rows, so it
 * covers the phone's first screen too. The plain first page draws only the rows its box shows
 * (rowsInView: at 1280x800, 9 of these 16): more would only cost time before the first paint,
 * and the grid follows with everything.
 */
const FIRST_ROWS = Math.ceil((globalThis.innerHeight || 1080) / TABLE_ROW_HEIGHT);

// The words and the first rows of the address's days, read while the chunk loads.
const opening = readUrlFilters(
  new URLSearchParams(globalThis.location?.search),
  dayKey(new Date()),
);
await readAhead(
  Promise.all([i18n.loadNamespaces('bookings'), prefetchFirstBookings(FIRST_ROWS, opening)]),
);

// The table's filter fields (MUI's select with its menu, popover and modal code) in a chunk of
// their own, loaded by the deferred render that shows them: a phone shows PhoneFilters and never
// loads them.
const BookingFiltersBar = lazy(() =>
  import('./booking-filters-bar').then((m) => ({ default: m.BookingFiltersBar })),
);

/** The box's sizes (table-columns.ts) for plain.css's `.ld-table-box`. */
const TABLE_BOX_VARS = {
  '--ld-table-box-height': `${TABLE_BOX.height}px`,
  '--ld-table-box-min-height': `${TABLE_BOX.minHeight}px`,
  '--ld-table-box-window-less': `${TABLE_BOX.windowLess}px`,
} as CSSProperties;

/**
 * The bookings from today on, with filters and a CSV export of what the filters leave. From sm a
 * grid: the first rows show at once in a plain table, and the data grid (its own chunk) takes
 * over once its code has run and the whole mirror has been read. On a phone a windowed list of
 * cards, with no grid code at all.
 */
export function BookingsTableView() {
  const { t } = useTranslation('bookings');
  const theme = useTheme();
  // Read at once (noSsr): the first render is already the phone's or the table's.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const today = dayKey(new Date());
  const { filters, setFilters, bookings, complete, rows, shown, total, filling } =
    useBookingsScreen(FIRST_ROWS);
  const refresh = useRefresh('bookings');
  const [openId, open, close] = useOpenBooking();
  // The first commit with rows draws them; the filter fields follow in a render of their own. On
  // a first sign-in that is after the pull's first rows: drawn before them, the fields' code and
  // first render (about as long as the rows') came in the way of the rows.
  const rowsDrawn = rows !== undefined && (rows.length > 0 || bookings !== undefined);
  const barShown = useDeferredValue(rowsDrawn, false) || !isDefaultFilters(filters, today);
  const apiRef = useRef<GridApi | null>(null);
  // Loaded once there are rows to draw: with none yet (a first sign-in whose first page is on its
  // way), the grid's code ran first and the first rows waited for its frame.
  const Grid = useBookingsGrid(rows !== undefined && rows.length > 0 && !phone);
  // A phone's next start on this list paints its first cards at once, as of now: the list as it
  // opens (a search for one client does not replace it); the table's grid is not kept, a wider
  // window shows the splash until its first rows.
  useSnapshot(
    '/bookings',
    phone && isDefaultFilters(filters, today) && rows !== undefined && rows.length > 0 && !filling,
    rows,
  );
  const statuses = useMemo(
    () => unknownStatuses((bookings ?? []).map((b) => b.status)),
    [bookings],
  );

  const exportCsv = () => {
    if (!complete) return;
    // The filtered rows in the order the grid shows them (its sorting), else the mirror's order.
    const byId = new Map(complete.map((b) => [b.id, b]));
    const sorted = apiRef.current?.getSortedRowIds().flatMap((id) => byId.get(id) ?? []);
    const ordered = !phone && sorted && sorted.length === complete.length ? sorted : complete;
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
        asOfInSnapshot
        subtitle={
          filling
            ? t('table.filling', { count: total ?? 0 })
            : rows && shown !== undefined && total !== undefined
              ? t('table.count', { shown, total })
              : undefined
        }
        action={
          // Plain elements (plain.css): they are in the first render of every size.
          <div className="ld-row ld-row--start">
            <RouterLink to="/calendar" className="ld-button">
              <Icon name="calendar" className="ld-button__icon" />
              {t('table.toCalendar')}
            </RouterLink>
            <PlainButton
              variant="contained"
              onClick={exportCsv}
              disabled={!complete || complete.length === 0}
            >
              <Icon name="download" className="ld-button__icon" />
              {t('table.export')}
            </PlainButton>
          </div>
        }
      />
      {refresh.error && bookings?.length === 0 && (
        <ErrorState message={refresh.error} onRetry={refresh.retry} sx={{ mb: 2 }} />
      )}
      {phone ? (
        <PhoneFilters
          filters={filters}
          statuses={statuses}
          onChange={setFilters}
          today={today}
          shown={shown}
        />
      ) : barShown ? (
        <Suspense fallback={<BookingFiltersSpace />}>
          <BookingFiltersBar
            filters={filters}
            statuses={statuses}
            onChange={setFilters}
            today={today}
          />
        </Suspense>
      ) : (
        <BookingFiltersSpace />
      )}
      {/* While a first pull fills the mirror, its first rows may still be on their way. */}
      {(rows === undefined || (filling && rows.length === 0)) && <LoadingState />}
      {bookings?.length === 0 && !refresh.error && (
        <EmptyState title={t('table.empty')} description={t('table.emptyHint')} />
      )}
      {rows && bookings && bookings.length > 0 && rows.length === 0 && (
        <EmptyState
          title={t('table.noMatch')}
          action={
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              {filters.from !== '' && (
                <Button onClick={() => setFilters({ from: '' })}>{t('filters.showPast')}</Button>
              )}
              {!isDefaultFilters(filters, today) && (
                <Button onClick={() => setFilters(defaultFilters(today))}>
                  {t('filters.clear')}
                </Button>
              )}
            </Stack>
          }
        />
      )}
      {rows && rows.length > 0 && phone && <BookingsPhoneList rows={rows} onOpen={open} />}
      {rows && rows.length > 0 && !phone && (
        // Plain (plain.css's `.ld-table-box`): in the first render with the first page.
        <div className="ld-table-box" style={TABLE_BOX_VARS}>
          {Grid && complete ? (
            <Grid rows={rows} onOpen={open} apiRef={apiRef} />
          ) : (
            <BookingsFirstPage
              rows={rows.slice(0, Math.min(FIRST_ROWS, rowsInView(innerWidth, innerHeight)))}
              onOpen={open}
            />
          )}
        </div>
      )}
      {rows && rows.length > 0 && (
        <span className="ld-caption ld-secondary">{t('table.tapHint')}</span>
      )}
      <LazyBookingDetailDrawer bookingId={openId} onClose={close} />
    </>
  );
}
