import {
  Card,
  CardHeader,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, Id } from '../../../db/types';
import { StatusChip } from '../../../components/bookings/status-chip';
import { clientName, formatDay, formatTime } from '../../../lib/booking-format';
import { useDateLocale } from '../../../lib/date-locale';

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
  withDay,
  inSnapshot = false,
  onOpen,
}: BookingListCardProps) {
  const { t } = useTranslation('bookings');
  const locale = useDateLocale();
  return (
    <Card component="section" aria-label={title} sx={{ height: 1 }}>
      <CardHeader title={title} subheader={t('dashboard.count', { count: bookings.length })} />
      {bookings.length === 0 ? (
        <Typography
          data-snapshot={inSnapshot ? undefined : 'drop'}
          color="textSecondary"
          sx={{ px: 3, pb: 3 }}
        >
          {empty}
        </Typography>
      ) : (
        <List
          data-snapshot={inSnapshot ? 'rows' : 'drop'}
          sx={{ maxHeight: 360, overflowY: 'auto' }}
        >
          {bookings.map((b) => (
            <ListItem key={b.id} disablePadding>
              <ListItemButton onClick={() => onOpen(b.id)} sx={{ minHeight: 56, gap: 2 }}>
                <ListItemText
                  primary={clientName(b)}
                  secondary={`${withDay ? `${formatDay(b.scheduled_at, locale)} ` : ''}${formatTime(b.scheduled_at, locale)} · ${b.tests.map((x) => x.name).join(', ')}`}
                />
                <StatusChip status={b.status} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
});
