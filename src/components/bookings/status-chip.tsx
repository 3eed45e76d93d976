import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { statusColour, statusName } from '../../lib/booking-status';

interface StatusChipProps extends Omit<ChipProps, 'label' | 'color'> {
  /** Any status the server sent: one this app does not know shows neutral, in its raw text. */
  status: string;
}

/** A booking status in its colour and the active language. */
export function StatusChip({ status, sx, ...other }: StatusChipProps) {
  const { t } = useTranslation('bookings');
  const colour = statusColour(status);
  return (
    <Chip
      size="small"
      label={statusName(status, t)}
      data-status={status}
      sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 600, ...sx }}
      {...other}
    />
  );
}
