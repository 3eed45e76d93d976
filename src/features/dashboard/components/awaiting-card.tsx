import { memo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking, BookingStatus, Id } from '../../../db/types';
import { PlainAlert } from '../../../components/plain/alert';
import { PlainButton } from '../../../components/plain/button';
import { Panel, PanelHeader } from '../../../components/plain/panel';
import { useStepAllowed } from '../../../components/use-rights';
import { useDateLocale } from '../../../lib/date-locale';
import { ownMessage } from '../../../lib/errors';
import { setBookingStatus } from '../../../sync/set-booking-status';
import { BookingRows } from './booking-rows';

interface AwaitingCardProps {
  /** The first few waiting bookings. */
  bookings: readonly Booking[];
  /** How many wait in all. */
  total: number;
  onOpen: (id: Id) => void;
}

/** Bookings waiting for the lab: accept or decline each with one tap. */
export const AwaitingCard = memo(function AwaitingCard({
  bookings,
  total,
  onOpen,
}: AwaitingCardProps) {
  const { t } = useTranslation('bookings');
  const locale = useDateLocale();
  const [error, setError] = useState<string | null>(null);
  const allowed = useStepAllowed();
  const title = t('dashboard.awaiting');

  const decide = (booking: Booking, status: BookingStatus) => {
    setError(null);
    setBookingStatus(booking, status).catch((err: unknown) =>
      setError(ownMessage(err) ?? t('detail.changeFailed')),
    );
  };

  return (
    <Panel aria-label={title} fill>
      <PanelHeader
        title={title}
        subheader={t('dashboard.count', { count: total })}
        action={
          total > bookings.length && (
            <RouterLink
              className="ld-button ld-button--text"
              // Every day: a booking still pending from before today is waiting too.
              to="/bookings?status=pending&from=all"
            >
              {t('dashboard.showAll', { count: total })}
            </RouterLink>
          )
        }
      />
      {error && (
        <div data-snapshot="drop" className="ld-panel__alert">
          <PlainAlert>{error}</PlainAlert>
        </div>
      )}
      {bookings.length === 0 ? (
        <p data-snapshot="drop" className="ld-panel__empty">
          {t('dashboard.awaitingEmpty')}
        </p>
      ) : (
        <BookingRows
          bookings={bookings}
          withDay
          withStatus={false}
          snapshot="drop"
          onOpen={onOpen}
          t={t}
          locale={locale}
          // A role that may neither accept nor decline has no empty row of actions under each.
          actions={
            !allowed('confirmed') && !allowed('cancelled')
              ? undefined
              : (b, name) => (
                  <>
                    {allowed('confirmed') && (
                      <PlainButton
                        variant="contained"
                        className="ld-button--success"
                        aria-label={t('dashboard.acceptOf', { name, id: b.id })}
                        onClick={() => decide(b, 'confirmed')}
                      >
                        {t('dashboard.accept')}
                      </PlainButton>
                    )}
                    {allowed('cancelled') && (
                      <PlainButton
                        variant="outlined"
                        className="ld-button--error"
                        aria-label={t('dashboard.declineOf', { name, id: b.id })}
                        onClick={() => decide(b, 'cancelled')}
                      >
                        {t('dashboard.decline')}
                      </PlainButton>
                    )}
                  </>
                )
          }
        />
      )}
    </Panel>
  );
});
