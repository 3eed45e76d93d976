import { Box, Card, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-rights';
import { formatPrice } from '../../../lib/booking-format';

interface TotalsCardProps {
  bookings: number;
  revenue: number | null;
  clients: number | null;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
    </Box>
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
    <Card
      component="section"
      aria-label={t('dashboard.totals')}
      sx={{ p: 3, display: 'flex', gap: 4, flexWrap: 'wrap', justifyContent: 'space-around' }}
    >
      <Figure label={t('dashboard.totalBookings')} value={String(bookings)} />
      {seeRevenue && (
        <Figure
          label={t('dashboard.revenue')}
          value={revenue === null ? dash : formatPrice(revenue, language)}
        />
      )}
      <Figure label={t('dashboard.clients')} value={clients === null ? dash : String(clients)} />
    </Card>
  );
});
