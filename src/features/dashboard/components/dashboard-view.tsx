import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { Icon } from '../../../components/plain/icons';
import { PageHeader } from '../../../components/page-header';
import { LazyBookingDetailDrawer } from '../../../components/bookings/lazy-booking-detail-drawer';
import { useOpenBooking } from '../../../components/bookings/use-open-booking';
import { useSnapshot } from '../../../components/use-snapshot';
import { readAhead } from '../../../lib/read-ahead';
import { useFirstScreenHold } from '../../../sync/first-screen';
import { useMirrorFilling } from '../../../sync/hooks';
import { useRefresh } from '../../../sync/use-refresh';
import { useDashboard } from '../hooks/use-dashboard';
import { prefetchFirstDashboard, useFirstDashboard } from '../hooks/use-first-dashboard';
import { useNow } from '../hooks/use-now';
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
  // Not of a mirror a first pull is still filling: the figures would be the server's answer
  // beside none of today's bookings.
  const filling = useMirrorFilling();
  useSnapshot('/', ready && filling === false, shown);

  const header = (
    <PageHeader
      title={t('dashboard.title')}
      action={
        // Plain elements (plain.css), as the panels below: see .ld-dashboard__action.
        <div className="ld-dashboard__action">
          <div className="ld-dashboard__age">
            <UpdatedAge at={updatedAt} />
          </div>
          <RouterLink to="/bookings" className="ld-button ld-button--outlined">
            <Icon name="tableRows" className="ld-button__icon" />
            {t('dashboard.allBookings')}
          </RouterLink>
        </div>
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
        <div className="ld-dashboard">
          <StatusCounts counts={summary.counts} />
          <TotalsCard
            bookings={summary.total}
            revenue={row?.data.totals.revenue ?? null}
            clients={row?.data.totals.clients ?? null}
          />
          <div className="ld-dashboard__grid">
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
          </div>
        </div>
      )}
      <LazyBookingDetailDrawer bookingId={openId} onClose={close} />
    </>
  );
}
