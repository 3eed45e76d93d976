import { Box } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, Id } from '../../../db/types';
import { useWindowRange } from '../hooks/use-window-range';
import { BookingCard, CARD_HEIGHT } from './booking-card';

interface BookingsPhoneListProps {
  rows: readonly Booking[];
  onOpen: (id: Id) => void;
}

const GAP = 8;
const SLOT = CARD_HEIGHT + GAP;
/** Cards drawn beyond each edge of the window: about a screen of a fast flick. */
const OVERSCAN = 4;

/**
 * The bookings as cards on a phone, windowed: only the cards in and near the window are in the
 * page, whether the list holds 10 or 10,000. The list scrolls with the page, so the header and the
 * filters scroll away and the browser's own scrolling (and its scroll bar) stays.
 *
 * Written here rather than taken from a library: every card is the same height, so the window is
 * one division (use-window-range.ts), with no measuring.
 */
export function BookingsPhoneList({ rows, onOpen }: BookingsPhoneListProps) {
  const { t } = useTranslation('bookings');
  const ref = useRef<HTMLDivElement>(null);
  const { start, end } = useWindowRange(ref, rows.length, SLOT, OVERSCAN);
  return (
    <Box
      ref={ref}
      role="list"
      aria-label={t('table.label')}
      sx={{ position: 'relative' }}
      // Inline: a height per list length would be a new style class each time.
      style={{ height: Math.max(0, rows.length * SLOT - GAP) }}
    >
      {rows.slice(start, end).map((booking, i) => (
        <BookingCard
          key={booking.id}
          booking={booking}
          onOpen={onOpen}
          offset={(start + i) * SLOT}
        />
      ))}
    </Box>
  );
}
