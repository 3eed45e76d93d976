import { Box } from '@mui/material';
import type { Locale } from 'date-fns';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { StatusLabel } from '../../../components/bookings/status-chip';
import type { Booking, Id } from '../../../db/types';
import { clientName, formatDay, formatTime } from '../../../lib/booking-format';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { FOCUS_RING_INSET } from '../../../theme/focus';

/**
 * The rows' one style: plain elements shaped like MUI's ListItemButton and ListItemText. A card of
 * 20 rows drawn with MUI's list, buttons and chips made a hundred styled components, which was most
 * of the live dashboard's first render on a phone.
 */
const ROWS_SX = {
  listStyle: 'none',
  m: 0,
  py: 1,
  px: 0,
  maxHeight: 360,
  overflowY: 'auto',
  '& > li': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 },
  '& .open': {
    flex: '1 1 200px',
    display: 'flex',
    alignItems: 'center',
    gap: 2,
    minHeight: 56,
    px: 2,
    py: 1,
    '&:hover': { bgcolor: 'action.hover' },
    // The app's ring (theme/focus.ts) inside the row: the scrolling list cuts it outside.
    '&:focus-visible': FOCUS_RING_INSET,
  },
  '& .text': { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', my: 0.5 },
  '& .primary': { typography: 'body1' },
  '& .secondary': { typography: 'body2', color: 'text.secondary' },
  '& .actions': { display: 'flex', gap: 1, pl: 2, pr: 2, pb: 1 },
} as const;

/** The rows drawn at once (a card shows about six), then how many more after each frame. */
const FIRST_ROWS = 8;
const MORE_ROWS = 30;

interface BookingRowsProps {
  bookings: readonly Booking[];
  /** Show the day as well as the time. */
  withDay: boolean;
  /** With their status (the waiting list's are all pending, and show actions instead). */
  withStatus: boolean;
  /** What the dashboard snapshot keeps of them (src/lib/snapshot-capture.ts). */
  snapshot: 'rows' | 'drop';
  onOpen: (id: Id) => void;
  t: TFunction<'bookings'>;
  locale: Locale;
  /** Buttons after a row's tappable part. */
  actions?: (booking: Booking, name: string) => ReactNode;
}

/** A card's bookings: a tap on one opens it. */
export function BookingRows({
  bookings,
  withDay,
  withStatus,
  snapshot,
  onOpen,
  t,
  locale,
  actions,
}: BookingRowsProps) {
  const drawn = useProgressiveCount(bookings.length, FIRST_ROWS, MORE_ROWS);
  return (
    <Box component="ul" data-snapshot={snapshot} sx={ROWS_SX}>
      {bookings.slice(0, drawn).map((b) => {
        const name = clientName(b);
        const when = `${withDay ? `${formatDay(b.scheduled_at, locale)} ` : ''}${formatTime(b.scheduled_at, locale)}`;
        return (
          <li key={b.id}>
            <button type="button" className="ld-bare-button open" onClick={() => onOpen(b.id)}>
              <span className="text">
                <span className="primary">{name}</span>
                <span className="secondary">
                  {when} · {b.tests.map((x) => x.name).join(', ')}
                </span>
              </span>
              {withStatus && <StatusLabel status={b.status} t={t} />}
            </button>
            {actions && <span className="actions">{actions(b, name)}</span>}
          </li>
        );
      })}
    </Box>
  );
}
