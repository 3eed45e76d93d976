import { Card, CardHeader, Skeleton, Typography, Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '../../../db/types';
import { useInView } from '../hooks/use-in-view';

const WeeklyChart = lazy(() => import('./weekly-chart').then((m) => ({ default: m.WeeklyChart })));

/** The last 8 weeks as a chart; its code loads when the card comes into view. */
export function TrendsCard({ weekly }: { weekly: DashboardData['weekly'] | undefined }) {
  const { t } = useTranslation('bookings');
  const title = t('dashboard.trends');
  const [ref, inView] = useInView<HTMLDivElement>();
  const skeleton = <Skeleton variant="rounded" height={280} />;
  return (
    <Card component="section" aria-label={title} ref={ref}>
      <CardHeader title={title} subheader={t('dashboard.trendsHint')} />
      <Box sx={{ px: 2, pb: 2 }}>
        {!weekly || weekly.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 1, pb: 1 }}>
            {t('dashboard.trendsEmpty')}
          </Typography>
        ) : (
          <Suspense fallback={skeleton}>
            {inView ? <WeeklyChart weekly={weekly} /> : skeleton}
          </Suspense>
        )}
      </Box>
    </Card>
  );
}
