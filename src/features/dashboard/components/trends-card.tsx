import { Card, CardHeader, Typography, Box } from '@mui/material';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '../../../db/types';
import { useInView } from '../hooks/use-in-view';

const WeeklyChart = lazy(() => import('./weekly-chart').then((m) => ({ default: m.WeeklyChart })));

/** The last 8 weeks as a chart; its code loads when the card comes into view. */
export const TrendsCard = memo(function TrendsCard({
  weekly,
}: {
  weekly: DashboardData['weekly'] | undefined;
}) {
  const { t } = useTranslation('bookings');
  const title = t('dashboard.trends');
  const [ref, inView] = useInView<HTMLDivElement>();
  // A plain placeholder of the chart's size (MUI's Skeleton would add its chunk to the first load).
  const skeleton = (
    <Box aria-hidden sx={{ height: 280, borderRadius: 1, bgcolor: 'action.hover' }} />
  );
  return (
    <Card component="section" aria-label={title} ref={ref}>
      <CardHeader title={title} subheader={t('dashboard.trendsHint')} />
      <Box data-snapshot="empty" sx={{ px: 2, pb: 2 }}>
        {!weekly || weekly.length === 0 ? (
          <Typography color="textSecondary" sx={{ px: 1, pb: 1 }}>
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
});
