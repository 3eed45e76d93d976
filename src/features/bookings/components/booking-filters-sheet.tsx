import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { defaultFilters, isDefaultFilters, type BookingFilters } from '../lib/filters';
import { BookingFilterFields } from './booking-filter-fields';
import { PastBookingsToggle } from './past-bookings-toggle';

interface BookingFiltersSheetProps {
  open: boolean;
  onClose: () => void;
  filters: BookingFilters;
  /** The statuses the bookings have, so that one this app does not know can be chosen too. */
  statuses?: readonly string[];
  onChange: (patch: Partial<BookingFilters>) => void;
  today: string;
  shown: number | undefined;
}

/**
 * The status and date filters on a phone, in a sheet from the bottom edge (in reach of a thumb).
 * They apply as they change; the main button closes the sheet and says how many bookings are left.
 */
export function BookingFiltersSheet({
  open,
  onClose,
  filters,
  statuses,
  onChange,
  today,
  shown,
}: BookingFiltersSheetProps) {
  const { t } = useTranslation('bookings');
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { p: 2, pb: 3, borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '90vh' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('filters.label')}
        </Typography>
        <IconButton aria-label={t('filters.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Stack spacing={2}>
        <BookingFilterFields
          filters={filters}
          statuses={statuses}
          onChange={onChange}
          sx={{ width: 1 }}
        />
        <Box>
          <PastBookingsToggle filters={filters} onChange={onChange} today={today} />
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            onClick={() => onChange(defaultFilters(today))}
            disabled={isDefaultFilters(filters, today)}
            sx={{ flex: 1 }}
          >
            {t('filters.clear')}
          </Button>
          <Button variant="contained" onClick={onClose} sx={{ flex: 1 }}>
            {shown === undefined ? t('filters.done') : t('filters.show', { count: shown })}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
