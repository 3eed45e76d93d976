import { BarChart } from '@mui/x-charts/BarChart';
import { format, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '../../../db/types';
import { useDateLocale } from '../../../lib/date-locale';

/** Bookings per week over the last 8 weeks. Loaded on its own so the dashboard paints first. */
export function WeeklyChart({ weekly }: { weekly: DashboardData['weekly'] }) {
  const { t } = useTranslation('bookings');
  const locale = useDateLocale();
  const labels = weekly.map((w) => format(parseISO(w.week_start), 'd MMM', { locale }));
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: labels }]}
      series={[
        {
          data: weekly.map((w) => w.bookings),
          label: t('dashboard.chartBookings'),
          color: '#00A76F',
        },
      ]}
      hideLegend
    />
  );
}
