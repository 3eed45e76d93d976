import {
  Alert,
  Button,
  Card,
  CardHeader,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking, BookingStatus, Id } from '../../../db/types';
import { clientName, formatDay, formatTime } from '../../../lib/booking-format';
import { useDateLocale } from '../../../lib/date-locale';
import { ownMessage } from '../../../lib/errors';
import { setBookingStatus } from '../../../sync/set-booking-status';

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
  const title = t('dashboard.awaiting');

  const decide = (booking: Booking, status: BookingStatus) => {
    setError(null);
    setBookingStatus(booking, status).catch((err: unknown) =>
      setError(ownMessage(err) ?? t('detail.changeFailed')),
    );
  };

  return (
    <Card component="section" aria-label={title} sx={{ height: 1 }}>
      <CardHeader
        title={title}
        subheader={t('dashboard.count', { count: total })}
        action={
          total > bookings.length && (
            <Button
              component={RouterLink}
              // Every day: a booking still pending from before today is waiting too.
              to="/bookings?status=pending&from=all"
              sx={{ minHeight: 44 }}
            >
              {t('dashboard.showAll', { count: total })}
            </Button>
          )
        }
      />
      {error && (
        <Alert data-snapshot="drop" severity="error" sx={{ mx: 2 }}>
          {error}
        </Alert>
      )}
      {bookings.length === 0 ? (
        <Typography data-snapshot="drop" color="textSecondary" sx={{ px: 3, pb: 3 }}>
          {t('dashboard.awaitingEmpty')}
        </Typography>
      ) : (
        <List data-snapshot="drop" sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {bookings.map((b) => {
            const name = clientName(b);
            return (
              <ListItem key={b.id} disablePadding sx={{ pr: 2, gap: 1, flexWrap: 'wrap' }}>
                <ListItemButton onClick={() => onOpen(b.id)} sx={{ minWidth: 200, minHeight: 56 }}>
                  <ListItemText
                    primary={name}
                    secondary={`${formatDay(b.scheduled_at, locale)} ${formatTime(b.scheduled_at, locale)} · ${b.tests.map((x) => x.name).join(', ')}`}
                  />
                </ListItemButton>
                <Stack direction="row" sx={{ gap: 1, pl: 2, pb: 1 }}>
                  <Button
                    variant="contained"
                    color="success"
                    sx={{ minHeight: 44 }}
                    aria-label={t('dashboard.acceptOf', { name, id: b.id })}
                    onClick={() => decide(b, 'confirmed')}
                  >
                    {t('dashboard.accept')}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    sx={{ minHeight: 44 }}
                    aria-label={t('dashboard.declineOf', { name, id: b.id })}
                    onClick={() => decide(b, 'cancelled')}
                  >
                    {t('dashboard.decline')}
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </Card>
  );
});
