import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatch } from '../../../components/use-latch';
import { countFilters, type BookingFilters } from '../lib/filters';
import { BookingSearchField } from './booking-search-field';
import { PastBookingsToggle } from './past-bookings-toggle';

// The sheet (a drawer: MUI's modal code) and its select load when the vendor first opens it.
const BookingFiltersSheet = lazy(() =>
  import('./booking-filters-sheet').then((m) => ({ default: m.BookingFiltersSheet })),
);

interface PhoneFiltersProps {
  filters: BookingFilters;
  /** The statuses the bookings have, so that one this app does not know can be chosen too. */
  statuses?: readonly string[];
  onChange: (patch: Partial<BookingFilters>) => void;
  today: string;
  /** How many bookings the filters leave, for the sheet's "show" button. */
  shown: number | undefined;
}

/**
 * The filters on a phone: the search over the mirror and the way to older bookings stay on
 * screen; status and days fold into a sheet behind a button that says how many are on.
 */
export function PhoneFilters({ filters, statuses, onChange, today, shown }: PhoneFiltersProps) {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  const wanted = useLatch(open);
  const count = countFilters(filters);
  return (
    <Box
      role="group"
      aria-label={t('filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
    >
      <BookingSearchField value={filters.text} onChange={onChange} sx={{ flex: '1 1 100%' }} />
      <PastBookingsToggle filters={filters} onChange={onChange} today={today} />
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ ml: 'auto' }}
      >
        {count > 0 ? t('filters.moreCount', { count }) : t('filters.more')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <BookingFiltersSheet
            open={open}
            onClose={() => setOpen(false)}
            filters={filters}
            statuses={statuses}
            onChange={onChange}
            today={today}
            shown={shown}
          />
        </Suspense>
      )}
    </Box>
  );
}
