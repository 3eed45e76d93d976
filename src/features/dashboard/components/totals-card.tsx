import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Panel } from '../../../components/plain/panel';
import { useCan } from '../../../components/use-rights';
import { formatPrice } from '../../../lib/booking-format';

interface TotalsCardProps {
  bookings: number;
  revenue: number | null;
  clients: number | null;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label}>
      <p className="ld-h4">{value}</p>
      <p className="ld-body2 ld-secondary">{label}</p>
    </div>
  );
}

/**
 * All-time totals: bookings (live from the mirror), revenue and clients (from GET /dashboard/).
 * The revenue only for a role with `seeRevenue`; the card keeps its other two figures.
 */
export const TotalsCard = memo(function TotalsCard({
  bookings,
  revenue,
  clients,
}: TotalsCardProps) {
  const { t, i18n } = useTranslation('bookings');
  const language = i18n.resolvedLanguage ?? 'en';
  const dash = '–';
  const seeRevenue = useCan('seeRevenue');
  return (
    <Panel aria-label={t('dashboard.totals')} className="ld-totals">
      <Figure label={t('dashboard.totalBookings')} value={String(bookings)} />
      {seeRevenue && (
        <Figure
          label={t('dashboard.revenue')}
          value={revenue === null ? dash : formatPrice(revenue, language)}
        />
      )}
      <Figure label={t('dashboard.clients')} value={clients === null ? dash : String(clients)} />
    </Panel>
  );
});
