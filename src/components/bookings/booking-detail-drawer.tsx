import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, Chip, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Booking, BookingStatus, Id } from '../../db/types';
import { LoadingState } from '../loading-state';
import { clientName } from '../../lib/booking-format';
import { useBooking } from './use-booking';
import { useBookingSync, type BookingSyncState } from './use-booking-sync';
import { BookingDetails } from './booking-details';
import { StatusActions } from './status-actions';
import { StatusChip } from './status-chip';

export interface BookingDetailDrawerProps {
  /** The booking to show; null keeps the drawer closed. */
  bookingId: Id | null;
  onClose: () => void;
}

/** A booking's detail beside the screen it was opened from, with its next statuses as buttons. */
export function BookingDetailDrawer({ bookingId, onClose }: BookingDetailDrawerProps) {
  const { t } = useTranslation('bookings');
  const titleId = useId();
  const booking = useBooking(bookingId);
  const sync = useBookingSync(bookingId);
  return (
    <Drawer
      anchor="right"
      open={bookingId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: 1, sm: 440 }, p: 3 },
        },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant="h5" component="h2">
            {booking ? clientName(booking) : t('detail.title')}
          </Typography>
          {booking && (
            <Typography variant="body2" color="textSecondary">
              {t('detail.number', { id: booking.id })}
            </Typography>
          )}
        </Box>
        <IconButton aria-label={t('detail.close')} onClick={onClose} sx={{ width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {booking === undefined && <LoadingState />}
      {booking === null && <Alert severity="info">{t('detail.notFound')}</Alert>}
      {booking && (
        <Stack spacing={2}>
          <StatusPart booking={booking} sync={sync} />
          <BookingDetails booking={booking} />
        </Stack>
      )}
    </Drawer>
  );
}

/**
 * The booking's status, its outbox state and its next statuses. The status just tapped shows at
 * once, in the tap's own frame, and only this part of the drawer is drawn again for it (the
 * drawer around it, its header and the details stay as they are); the mirror's write (and, on a
 * big list, the screen behind) follows. It gives way as soon as the mirror's status moves.
 */
function StatusPart({ booking, sync }: { booking: Booking; sync: BookingSyncState }) {
  const { t } = useTranslation('bookings');
  const [requested, setRequested] = useState<{
    id: Id;
    from: string;
    to: BookingStatus;
  } | null>(null);
  const status =
    requested?.id === booking.id && requested.from === booking.status
      ? requested.to
      : booking.status;
  // Once the mirror's status has moved, a later return to `from` (a refusal's rollback) is real.
  useEffect(() => {
    if (requested && booking.status !== requested.from) setRequested(null);
  }, [booking, requested]);

  return (
    <>
      {/* A live region: a status changed from the buttons below is said where it shows. */}
      <Stack direction="row" role="status" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <StatusChip status={status} />
        {sync.waiting && (
          <Chip
            size="small"
            variant="outlined"
            icon={<CloudUploadOutlined />}
            label={t('detail.waiting')}
          />
        )}
      </Stack>
      {sync.failure && (
        <Alert severity="error" role="alert">
          {t('detail.refused', { message: sync.failure })}
        </Alert>
      )}
      <StatusActions
        booking={booking}
        onRequest={(to) => setRequested(to ? { id: booking.id, from: booking.status, to } : null)}
      />
    </>
  );
}
