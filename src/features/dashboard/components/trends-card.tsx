import { Card, CardHeader, Skeleton, Typography, Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '../../../db/types';

const WeeklyChart = lazy(() => import('./weekly-chart').then((m) => ({ default: m.WeeklyChart })));

/** The last 8 weeks as a chart, plus the same figures as text for screen readers. */
export function TrendsCard({ weekly }: { weekly: DashboardData['weekly'] | undefined }) {
  const { t } = useTranslation('bookings');
  const title = t('dashboard.trends');
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} subheader={t('dashboard.trendsHint')} />
      <Box sx={{ px: 2, pb: 2 }}>
        {!weekly || weekly.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 1, pb: 1 }}>
            {t('dashboard.trendsEmpty')}
          </Typography>
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
            <WeeklyChart weekly={weekly} />
          </Suspense>
        )}
      </Box>
    </Card>
  );
}
