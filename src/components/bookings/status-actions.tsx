import { Alert, Stack } from '@mui/material';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Booking, BookingStatus } from '../../db/types';
import { setBookingStatus } from '../../sync/set-booking-status';
import { STATUS_COLOURS, nextStatuses } from '../../lib/booking-status';
import { ownMessage } from '../../lib/errors';
import { useFocusKept } from '../use-focus-kept';
import { PlainButton } from '../plain/button';
import { useStepAllowed } from '../use-rights';

interface StatusActionsProps {
  booking: Booking;
  /** Told the status asked for at the tap (null if it could not be queued), before the mirror. */
  onRequest?: (status: BookingStatus | null) => void;
}

/** A status's button in the status's colours (plain.css's `.ld-button--status`). */
const statusStyle = (status: BookingStatus) =>
  ({
    '--ld-primary': STATUS_COLOURS[status].bg,
    '--ld-on-primary': STATUS_COLOURS[status].fg,
  }) as CSSProperties;

/**
 * The next statuses of a booking that the person acting may take, as buttons; a tap queues the
 * change. Plain buttons (src/components/plain): a tap costs no ripple and no styles made anew for
 * the next statuses' colours, so the status tapped paints sooner on a phone's CPU.
 */
export function StatusActions({ booking, onRequest }: StatusActionsProps) {
  const { t } = useTranslation('bookings');
  const [error, setError] = useState<string | null>(null);
  const allowed = useStepAllowed();
  const next = nextStatuses(booking.status).filter(allowed);
  // The button pressed goes once the status has moved on: the focus goes to the first of the
  // next statuses, not back to the top of the drawer.
  const kept = useFocusKept<HTMLDivElement>('button');

  const change = (status: BookingStatus) => {
    setError(null);
    onRequest?.(status);
    setBookingStatus(booking, status).catch((err: unknown) => {
      onRequest?.(null);
      setError(ownMessage(err) ?? t('detail.changeFailed'));
    });
  };

  if (next.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Stack
        {...kept}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label={t('detail.changeTo')}
      >
        {next.map((status) => (
          <PlainButton
            key={status}
            variant="contained"
            className="ld-button--status"
            style={statusStyle(status)}
            onClick={() => change(status)}
          >
            {t(`actions.${status}`)}
          </PlainButton>
        ))}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
