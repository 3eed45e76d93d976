import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from '../../lib/use-translation';
import type { Booking } from '../../db/types';
import { useDateLocale } from '../../lib/date-locale';
import { formatDateTime } from '../../lib/booking-format';
import { StatusChip } from './status-chip';

/** The status history of a booking, newest first, each step with who took it where known. */
export function BookingHistory({ history }: { history: Booking['history'] }) {
  const { t } = useTranslation('bookings');
  const locale = useDateLocale();
  const entries = [...history].reverse();
  return (
    <List dense disablePadding aria-label={t('detail.history')}>
      {entries.map((entry, i) => (
        <ListItem key={`${entry.at}-${i}`} disableGutters sx={{ gap: 1.5 }}>
          <StatusChip status={entry.status} />
          <ListItemText
            secondary={
              entry.by
                ? t('detail.stepBy', { name: entry.by.name, at: formatDateTime(entry.at, locale) })
                : formatDateTime(entry.at, locale)
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
