import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFilters, NO_FILTERS, type BookingFilters } from '../lib/filters';
import { BOOKING_STATUSES, statusName, unknownStatuses } from '../../../lib/booking-status';

interface BookingFiltersBarProps {
  filters: BookingFilters;
  /** The statuses the bookings have, so that one this app does not know can be chosen too. */
  statuses?: readonly string[];
  onChange: (patch: Partial<BookingFilters>) => void;
}

const TEXT_DELAY_MS = 200;

/** MUI's outlined field (medium) is 56 px high; the bar stacks its four on small screens. */
const FIELD_HEIGHT = 56;
const BAR_GAP = 2;

/**
 * The room the bar takes, without its fields: the table screen draws its first rows with this
 * and the bar a moment later, so that the rows do not wait for four text fields.
 */
export function BookingFiltersSpace() {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        mb: 2,
        height: {
          xs: `calc(${4 * FIELD_HEIGHT}px + ${theme.spacing(3 * BAR_GAP)})`,
          md: FIELD_HEIGHT,
        },
      })}
    />
  );
}

/** Status, date range and free text filters of the bookings table. */
export function BookingFiltersBar({ filters, statuses = [], onChange }: BookingFiltersBarProps) {
  const { t } = useTranslation('bookings');
  // Typing stays instant; the address (and the 10,000-row filter) follows after a short pause.
  const [text, setText] = useState(filters.text);
  const [synced, setSynced] = useState(filters.text);
  if (filters.text !== synced) {
    setSynced(filters.text);
    setText(filters.text);
  }
  useEffect(() => {
    if (text === filters.text) return;
    const timer = setTimeout(() => onChange({ text }), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.text, onChange]);
  const rangeInvalid = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const chosen = filters.status === 'all' ? [] : [filters.status];
  const others = unknownStatuses([...statuses, ...chosen]);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ mb: 2, gap: BAR_GAP }}
      role="group"
      aria-label={t('filters.label')}
    >
      <TextField
        label={t('filters.text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: 2, minWidth: 200 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t('filters.status')}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value })}
        sx={{ flex: 1, minWidth: 180 }}
      >
        <MenuItem value="all">{t('filters.allStatuses')}</MenuItem>
        {[...BOOKING_STATUSES, ...others].map((s) => (
          <MenuItem key={s} value={s}>
            {statusName(s, t)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={t('filters.from')}
        value={filters.from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 1, minWidth: 160 }}
      />
      <TextField
        type="date"
        label={t('filters.to')}
        value={filters.to}
        onChange={(e) => onChange({ to: e.target.value })}
        error={rangeInvalid}
        helperText={rangeInvalid ? t('filters.rangeInvalid') : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 1, minWidth: 160 }}
      />
      {hasFilters(filters) && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ minHeight: 44, alignSelf: 'center' }}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
