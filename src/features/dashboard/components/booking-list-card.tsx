import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Panel, PanelHeader } from '../../../components/plain/panel';
import type { Booking, Id } from '../../../db/types';
import { useDateLocale } from '../../../lib/date-locale';
import { BookingRows } from './booking-rows';

interface BookingListCardProps {
  title: string;
  bookings: readonly Booking[];
  empty: string;
  /** Show the day as well as the time (lists that reach beyond today). */
  withDay?: boolean;
  /** The dashboard snapshot keeps this list's first rows (today's), else none of it. */
  inSnapshot?: boolean;
  onOpen: (id: Id) => void;
}

/** A titled list of bookings; tapping one opens its detail. */
export const BookingListCard = memo(function BookingListCard({
  title,
  bookings,
  empty,
  withDay = false,
  inSnapshot = false,
  onOpen,
}: BookingListCardProps) {
  const { t } = useTranslation('bookings');
  const locale = useDateLocale();
  return (
    <Panel aria-label={title} fill>
      <PanelHeader title={title} subheader={t('dashboard.count', { count: bookings.length })} />
      {bookings.length === 0 ? (
        <p data-snapshot={inSnapshot ? undefined : 'drop'} className="ld-panel__empty">
          {empty}
        </p>
      ) : (
        <BookingRows
          bookings={bookings}
          withDay={withDay}
          withStatus
          snapshot={inSnapshot ? 'rows' : 'drop'}
          onOpen={onOpen}
          t={t}
          locale={locale}
        />
      )}
    </Panel>
  );
});
