import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../db/types';
import { STATUS_COLOURS, statusKey } from '../../lib/booking-status';

interface StatusChipProps extends Omit<ChipProps, 'label' | 'color'> {
  status: BookingStatus;
}

/** A booking status in its colour and the active language. */
export function StatusChip({ status, sx, ...other }: StatusChipProps) {
  const { t } = useTranslation('bookings');
  const colour = STATUS_COLOURS[status];
  return (
    <Chip
      size="small"
      label={t(statusKey(status))}
      data-status={status}
      sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 600, ...sx }}
      {...other}
    />
  );
}
