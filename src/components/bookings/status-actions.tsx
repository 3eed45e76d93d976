import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, BookingStatus } from '../../db/types';
import { setBookingStatus } from '../../sync/set-booking-status';
import { STATUS_COLOURS, nextStatuses } from '../../lib/booking-status';
import { ownMessage } from '../../lib/errors';
import { useFocusKept } from '../use-focus-kept';
import { useStepAllowed } from '../use-rights';

interface StatusActionsProps {
  booking: Booking;
  /** Told the status asked for at the tap (null if it could not be queued), before the mirror. */
  onRequest?: (status: BookingStatus | null) => void;
}

/**
 * The next statuses of a booking that the person acting may take, as buttons; a tap queues the
 * change.
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
          <Button
            key={status}
            variant="contained"
            onClick={() => change(status)}
            sx={{
              minHeight: 44,
              bgcolor: STATUS_COLOURS[status].bg,
              color: STATUS_COLOURS[status].fg,
              '&:hover': { bgcolor: STATUS_COLOURS[status].bg, filter: 'brightness(0.9)' },
            }}
          >
            {t(`actions.${status}`)}
          </Button>
        ))}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
