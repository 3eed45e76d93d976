import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Panel, PanelHeader } from '../../../components/plain/panel';
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
    <Panel aria-label={title}>
      <PanelHeader title={title} subheader={t('dashboard.trendsHint')} />
      {!weekly || weekly.length === 0 ? (
        <p className="ld-panel__empty">{t('dashboard.trendsEmpty')}</p>
      ) : (
        <div className="ld-panel__body">
          <WeeklyChart weekly={weekly} />
        </div>
      )}
    </Panel>
  );
});
