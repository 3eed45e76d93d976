import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PlainButton } from '../../../components/plain/button';
import { Icon } from '../../../components/plain/icons';
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
 * screen; status and days fold into a sheet behind a button that says how many are on. Plain
 * elements: they are in the first render of the phone's bookings.
 */
export function PhoneFilters({ filters, statuses, onChange, today, shown }: PhoneFiltersProps) {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  const wanted = useLatch(open);
  const count = countFilters(filters);
  return (
    <div role="group" aria-label={t('filters.label')} className="ld-controls">
      <BookingSearchField value={filters.text} onChange={onChange} className="ld-controls__full" />
      <PastBookingsToggle filters={filters} onChange={onChange} today={today} />
      <PlainButton
        variant="outlined"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="ld-controls__end"
      >
        <Icon name="tune" className="ld-button__icon" />
        {count > 0 ? t('filters.moreCount', { count }) : t('filters.more')}
      </PlainButton>
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
    </div>
  );
}
