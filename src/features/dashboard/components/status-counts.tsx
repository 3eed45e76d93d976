import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BOOKING_STATUSES } from '../../../config/booking-flow';
import { statusColour, statusName, unknownStatuses } from '../../../lib/booking-status';

/**
 * One tile per status with its count; a tile opens the table filtered to that status. A status
 * this app does not know gets a neutral tile of its own while bookings have it.
 */
export const StatusCounts = memo(function StatusCounts({
  counts,
}: {
  counts: Record<string, number>;
}) {
  const { t } = useTranslation('bookings');
  const others = unknownStatuses(Object.keys(counts)).filter((s) => (counts[s] ?? 0) > 0);
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
      {[...BOOKING_STATUSES, ...others].map((status) => (
        <Card key={status} sx={{ borderTop: 4, borderColor: statusColour(status).bg }}>
          <CardActionArea
            component={RouterLink}
            // Every day (`from=all`): the count is of all bookings, and the table opens on today.
            to={`/bookings?status=${encodeURIComponent(status)}&from=all`}
            data-status-count={status}
            sx={{ p: 2, minHeight: 88 }}
          >
            <Typography variant="h4" component="p">
              {counts[status] ?? 0}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {statusName(status, t)}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
});
