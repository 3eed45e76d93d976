import { Card, CardHeader, Typography, Box } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '../../../db/types';
import { WeeklyChart } from './weekly-chart';

/** The last 8 weeks as a chart. */
export const TrendsCard = memo(function TrendsCard({
  weekly,
}: {
  weekly: DashboardData['weekly'] | undefined;
}) {
  const { t } = useTranslation('bookings');
  const title = t('dashboard.trends');
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} subheader={t('dashboard.trendsHint')} />
      <Box sx={{ px: 2, pb: 2 }}>
        {!weekly || weekly.length === 0 ? (
          <Typography color="textSecondary" sx={{ px: 1, pb: 1 }}>
            {t('dashboard.trendsEmpty')}
          </Typography>
        ) : (
          <WeeklyChart weekly={weekly} />
        )}
      </Box>
    </Card>
  );
});
