import { memo, type CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { BOOKING_STATUSES } from '../../../config/booking-flow';
import { statusColour, statusName, unknownStatuses } from '../../../lib/booking-status';

/**
 * One tile per status with its count; a tile opens the table filtered to that status. A status
 * this app does not know gets a neutral tile of its own while bookings have it. Plain links in
 * plain.css's `.ld-tile` (a card of MUI's for each made 40 styled components of the first render).
 */
export const StatusCounts = memo(function StatusCounts({
  counts,
}: {
  counts: Record<string, number>;
}) {
  const { t } = useTranslation('bookings');
  const others = unknownStatuses(Object.keys(counts)).filter((s) => (counts[s] ?? 0) > 0);
  return (
    <section aria-label={t('dashboard.byStatus')} className="ld-tiles">
      {[...BOOKING_STATUSES, ...others].map((status) => (
        <RouterLink
          key={status}
          className="ld-panel ld-tile"
          style={{ '--ld-tile': statusColour(status).bg } as CSSProperties}
          // Every day (`from=all`): the count is of all bookings, and the table opens on today.
          to={`/bookings?status=${encodeURIComponent(status)}&from=all`}
          data-status-count={status}
        >
          <p className="ld-h4">{counts[status] ?? 0}</p>
          <p className="ld-body2 ld-secondary">{statusName(status, t)}</p>
        </RouterLink>
      ))}
    </section>
  );
});
