import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import type { BookingFilters } from '../lib/filters';
import { BOOKING_STATUSES } from '../../../config/booking-flow';
import { statusName, unknownStatuses } from '../../../lib/booking-status';
import { BookingDayField } from './booking-day-field';

interface BookingFilterFieldsProps {
  filters: BookingFilters;
  /** The statuses the bookings have, so that one this app does not know can be chosen too. */
  statuses?: readonly string[];
  onChange: (patch: Partial<BookingFilters>) => void;
  sx?: SxProps<Theme>;
}

/** The status and the first and last day: the table's bar and the phone's sheet both show them. */
export function BookingFilterFields({
  filters,
  statuses = [],
  onChange,
  sx,
}: BookingFilterFieldsProps) {
  const { t } = useTranslation('bookings');
  const rangeInvalid = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const chosen = filters.status === 'all' ? [] : [filters.status];
  const others = unknownStatuses([...statuses, ...chosen]);
  return (
    <>
      <TextField
        select
        label={t('filters.status')}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value })}
        sx={sx}
      >
        <MenuItem value="all">{t('filters.allStatuses')}</MenuItem>
        {[...BOOKING_STATUSES, ...others].map((s) => (
          <MenuItem key={s} value={s}>
            {statusName(s, t)}
          </MenuItem>
        ))}
      </TextField>
      <BookingDayField
        field="from"
        label={t('filters.from')}
        value={filters.from}
        onChange={onChange}
        sx={sx}
      />
      <BookingDayField
        field="to"
        label={t('filters.to')}
        value={filters.to}
        onChange={onChange}
        error={rangeInvalid}
        helperText={rangeInvalid ? t('filters.rangeInvalid') : undefined}
        sx={sx}
      />
    </>
  );
}
