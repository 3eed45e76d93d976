import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { BookingStatus } from '../../../db/types';
import { BOOKING_STATUSES, STATUS_COLOURS, statusKey } from '../../../lib/booking-status';

/** One tile per status with its count; a tile opens the table filtered to that status. */
export const StatusCounts = memo(function StatusCounts({
  counts,
}: {
  counts: Record<BookingStatus, number>;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Box
      component="section"
      aria-label={t('dashboard.byStatus')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' },
      }}
    >
      {BOOKING_STATUSES.map((status) => (
        <Card key={status} sx={{ borderTop: 4, borderColor: STATUS_COLOURS[status].bg }}>
          <CardActionArea
            component={RouterLink}
            to={`/bookings?status=${status}`}
            aria-label={`${t(statusKey(status))}: ${counts[status]}`}
            data-status-count={status}
            sx={{ p: 2, minHeight: 88 }}
          >
            <Typography variant="h4" component="p">
              {counts[status]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(statusKey(status))}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
});
