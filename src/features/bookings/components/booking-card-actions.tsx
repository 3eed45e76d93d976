import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Booking, BookingStatus } from '../../../db/types';
import { clientName } from '../../../lib/booking-format';
import { STATUS_COLOURS } from '../../../lib/booking-status';
import { enqueueSnackbar } from '../../../components/snackbar';
import { setBookingStatus } from '../../../sync/set-booking-status';

interface BookingCardActionsProps {
  booking: Booking;
  /** The statuses that may follow the booking's. */
  next: readonly BookingStatus[];
}

/**
 * A booking's next statuses as buttons side by side, each a tap that queues the change (the list
 * shows it at once; the outbox sends it).
 */
export function BookingCardActions({ booking, next }: BookingCardActionsProps) {
  const { t } = useTranslation('bookings');

  const change = (status: BookingStatus) =>
    setBookingStatus(booking, status).catch((err: unknown) =>
      enqueueSnackbar(err instanceof Error ? err.message : t('detail.changeFailed'), {
        variant: 'error',
      }),
    );

  return (
    <Box
      role="group"
      aria-label={t('detail.changeTo')}
      sx={{ display: 'flex', flex: 'none', gap: 1, '& > *': { flex: '1 1 0', minWidth: 0 } }}
    >
      {next.map((status) => (
        <Button
          key={status}
          variant="contained"
          size="small"
          onClick={() => void change(status)}
          aria-label={t('list.actionOf', {
            action: t(`actions.${status}`),
            id: booking.id,
            client: clientName(booking),
          })}
          sx={{
            px: 1,
            lineHeight: 1.2,
            textTransform: 'none',
            bgcolor: STATUS_COLOURS[status].bg,
            color: STATUS_COLOURS[status].fg,
            '&:hover': { bgcolor: STATUS_COLOURS[status].bg, filter: 'brightness(0.9)' },
          }}
        >
          {t(`actions.${status}`)}
        </Button>
      ))}
    </Box>
  );
}
