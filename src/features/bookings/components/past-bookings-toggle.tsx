import { useTranslation } from '../../../lib/use-translation';
import { Icon } from '../../../components/plain/icons';
import type { BookingFilters } from '../lib/filters';

interface PastBookingsToggleProps {
  filters: BookingFilters;
  onChange: (patch: Partial<BookingFilters>) => void;
  /** `YYYY-MM-DD`: the first day the list shows when the past is left out. */
  today: string;
}

/**
 * The bookings before today, one tap away: on, the list has no first day; off, it starts today.
 * A plain toggle (`.ld-toggle`): it is in the phone's first render of its bookings.
 */
export function PastBookingsToggle({ filters, onChange, today }: PastBookingsToggleProps) {
  const { t } = useTranslation('bookings');
  const on = filters.from < today;
  return (
    <button
      type="button"
      className="ld-toggle"
      aria-pressed={on}
      onClick={() => onChange({ from: on ? today : '' })}
    >
      <Icon name="history" />
      {t('filters.past')}
    </button>
  );
}
