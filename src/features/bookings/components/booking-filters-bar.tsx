import { Box, Button } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import { defaultFilters, isDefaultFilters, type BookingFilters } from '../lib/filters';
import { BookingFilterFields } from './booking-filter-fields';
import { BAR_GAP, FIELD_HEIGHT } from './booking-filters-space';
import { BookingSearchField } from './booking-search-field';
import { PastBookingsToggle } from './past-bookings-toggle';

interface BookingFiltersBarProps {
  filters: BookingFilters;
  /** The statuses the bookings have, so that one this app does not know can be chosen too. */
  statuses?: readonly string[];
  onChange: (patch: Partial<BookingFilters>) => void;
  /** `YYYY-MM-DD`: where the list starts unless the vendor asks for older bookings. */
  today: string;
}

/**
 * From sm: text and status, then the days, then the past toggle (and clear) in two columns. From
 * md one row; a "clear" button, shown once the filters differ from the default, starts a second.
 */
const BAR_SX = {
  mb: 2,
  display: 'grid',
  gap: BAR_GAP,
  gridTemplateColumns: {
    xs: '1fr 1fr',
    md: 'minmax(180px, 2fr) repeat(3, minmax(150px, 1fr)) auto',
  },
  alignItems: 'start',
} as const;

/** Text, status and date range filters of the bookings table, and the way to older bookings. */
export function BookingFiltersBar({ filters, statuses, onChange, today }: BookingFiltersBarProps) {
  const { t } = useTranslation('bookings');
  return (
    <Box sx={BAR_SX} role="group" aria-label={t('filters.label')}>
      <BookingSearchField value={filters.text} onChange={onChange} />
      <BookingFilterFields filters={filters} statuses={statuses} onChange={onChange} />
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: FIELD_HEIGHT }}>
        <PastBookingsToggle filters={filters} onChange={onChange} today={today} />
      </Box>
      {!isDefaultFilters(filters, today) && (
        <Button onClick={() => onChange(defaultFilters(today))} sx={{ justifySelf: 'start' }}>
          {t('filters.clear')}
        </Button>
      )}
    </Box>
  );
}
