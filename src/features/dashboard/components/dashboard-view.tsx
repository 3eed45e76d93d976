import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import { Box, Button, Stack } from '@mui/material';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { LazyBookingDetailDrawer } from '../../../components/bookings/lazy-booking-detail-drawer';
import { useOpenBooking } from '../../../components/bookings/use-open-booking';
import { readAhead } from '../../../lib/read-ahead';
import { useFirstScreenHold } from '../../../sync/first-screen';
import { useRefresh } from '../../../sync/use-refresh';
import { useDashboard } from '../hooks/use-dashboard';
import { prefetchFirstDashboard, useFirstDashboard } from '../hooks/use-first-dashboard';
import { useNow } from '../hooks/use-now';
import { useSnapshot } from '../hooks/use-snapshot';
import { useSummary } from '../hooks/use-summary';
import { fromDashboard } from '../lib/summarize';
import { AwaitingCard } from './awaiting-card';
import { BookingListCard } from './booking-list-card';
import { StatusCounts } from './status-counts';
import { TotalsCard } from './totals-card';
import { TrendsCard } from './trends-card';
import { UpdatedAge } from './updated-age';

// The cards' data, read while the chunk loads: the first render is the live dashboard, not a
// loading state over the snapshot.
await readAhead(prefetchFirstDashboard(new Date()));

/** Today, what needs the lab, what comes next and how the weeks went, from the mirror. */
export function DashboardView() {
  const { t } = useTranslation('bookings');
  const bookingsPull = useRefresh('bookings');
  const first = useFirstDashboard();
  const dashboard = useDashboard(first?.row);
  const now = useNow(60_000);
  const [openId, open, close] = useOpenBooking();

  // Deferred: the cards re-render from new mirror data in slices that yield to input (a
  // refresh lands several answers in a row), not in one long task each time.
  const row = useDeferredValue(dashboard.row);
  const live = useDeferredValue(useSummary(now, first));
  // With no bookings in the mirror yet (their pull failed), the last dashboard answer stands in.
  const summary = useMemo(
    () => (live && live.total === 0 && row ? fromDashboard(row.data) : live),
    [live, row],
  );
  const updatedAt = Math.max(row?.fetchedAt ?? 0, bookingsPull.at ?? 0) || null;
  const error = dashboard.error ?? bookingsPull.error;
  const ready = summary !== undefined && row !== undefined;
  useFirstScreenHold(ready);
  const shown = useMemo(() => [summary, row], [summary, row]);
  useSnapshot(ready, shown);

  const header = (
    <PageHeader
      title={t('dashboard.title')}
      action={
        // Below lg the action has its own row, and the age text shrinks rather than wraps the
        // button: the header's height does not change when the web font or the age text arrives
        // (a layout shift that Lighthouse measured at 0.13).
        <Stack
          direction="row"
          sx={{
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            flexBasis: { xs: '100%', lg: 'auto' },
          }}
        >
          <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
            <UpdatedAge at={updatedAt} />
          </Box>
          <Button
            component={RouterLink}
            to="/bookings"
            variant="outlined"
            startIcon={<TableRowsOutlined />}
            sx={{ minHeight: 44, flexShrink: 0 }}
          >
            {t('dashboard.allBookings')}
          </Button>
        </Stack>
      }
    />
  );

  if (!ready) {
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  }

  return (
    <>
      {header}
      {error && (
        <ErrorState
          data-snapshot="drop"
          message={t('dashboard.refreshFailed', { message: error })}
          onRetry={() => {
            dashboard.retry();
            bookingsPull.retry();
          }}
          sx={{ mb: 3 }}
        />
      )}
      {summary.total === 0 && !row ? (
        <EmptyState title={t('dashboard.empty')} description={t('dashboard.emptyHint')} />
      ) : (
        <Stack spacing={3}>
          <StatusCounts counts={summary.counts} />
          <TotalsCard
            bookings={summary.total}
            revenue={row?.data.totals.revenue ?? null}
            clients={row?.data.totals.clients ?? null}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
            }}
          >
            <AwaitingCard bookings={summary.awaiting} total={summary.awaitingTotal} onOpen={open} />
            <BookingListCard
              title={t('dashboard.today')}
              bookings={summary.today}
              empty={t('dashboard.todayEmpty')}
              inSnapshot
              onOpen={open}
            />
            <BookingListCard
              title={t('dashboard.next')}
              bookings={summary.next}
              empty={t('dashboard.nextEmpty')}
              withDay
              onOpen={open}
            />
            <TrendsCard weekly={row?.data.weekly} />
          </Box>
        </Stack>
      )}
      <LazyBookingDetailDrawer bookingId={openId} onClose={close} />
    </>
  );
}
