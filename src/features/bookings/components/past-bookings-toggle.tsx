import HistoryIcon from '@mui/icons-material/History';
import { ToggleButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BookingFilters } from '../lib/filters';

interface PastBookingsToggleProps {
  filters: BookingFilters;
  onChange: (patch: Partial<BookingFilters>) => void;
  /** `YYYY-MM-DD`: the first day the list shows when the past is left out. */
  today: string;
}

/** The bookings before today, one tap away: on, the list has no first day; off, it starts today. */
export function PastBookingsToggle({ filters, onChange, today }: PastBookingsToggleProps) {
  const { t } = useTranslation('bookings');
  const on = filters.from < today;
  return (
    <ToggleButton
      value="past"
      selected={on}
      onChange={() => onChange({ from: on ? today : '' })}
      color="primary"
      size="small"
      sx={{ minHeight: 44, gap: 1, textTransform: 'none', whiteSpace: 'nowrap' }}
    >
      <HistoryIcon fontSize="small" aria-hidden />
      {t('filters.past')}
    </ToggleButton>
  );
}
