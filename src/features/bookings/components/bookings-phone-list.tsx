import { Box, type Theme } from '@mui/material';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from '../../../components/snackbar';
import { useStepAllowed } from '../../../components/use-rights';
import type { Booking, BookingStatus, Id } from '../../../db/types';
import { useDateLocale } from '../../../lib/date-locale';
import { fixedWords } from '../../../lib/fixed-words';
import { setBookingStatus } from '../../../sync/set-booking-status';
import { FOCUS_RING_INSET } from '../../../theme/focus';
import { useTappedStatuses } from '../hooks/use-tapped-statuses';
import { useWindowRange, type WindowRange } from '../hooks/use-window-range';
import { BookingCard, CARD_HEIGHT } from './booking-card';

interface BookingsPhoneListProps {
  rows: readonly Booking[];
  onOpen: (id: Id) => void;
}

const GAP = 8;
const SLOT = CARD_HEIGHT + GAP;
/** Cards drawn beyond each edge of the window: about a screen of a fast flick. */
const OVERSCAN = 4;

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * One style for every card instead of a styled component per line: scrolling mounts cards all
 * the time, and MUI's per-element styles cost more than the card itself (at 4x CPU a card of MUI
 * components took several times as long to mount). The status is MUI's small Chip, the actions
 * its small contained Button, the card a Paper, drawn with plain elements.
 */
const LIST_SX = (theme: Theme) =>
  ({
    position: 'relative',
    '& .card': {
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      padding: '0 12px 12px',
      overflow: 'hidden',
      // Its size is its own: laying out or painting one card never touches another.
      contain: 'strict',
      backgroundColor: theme.palette.background.paper,
      borderRadius: `${theme.shape.borderRadius}px`,
      boxShadow: '0 0 2px 0 rgba(145,158,171,0.2), 0 4px 12px -4px rgba(145,158,171,0.12)',
    },
    '& button': {
      border: 0,
      margin: 0,
      font: 'inherit',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
    },
    // A column from the top: a button centres its content otherwise.
    '& .open': {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'flex-start',
      flex: '1 1 auto',
      minHeight: 0,
      margin: '0 -12px',
      padding: '12px 12px 8px',
      textAlign: 'left',
      color: 'inherit',
      backgroundColor: 'transparent',
      borderRadius: `${theme.shape.borderRadius}px`,
      '&:active': { backgroundColor: theme.palette.action.hover },
      // The app's ring (theme/focus.ts) inside: the card is cut at its edges, which this part
      // reaches. The actions keep the ring around them.
      '&:focus-visible': FOCUS_RING_INSET,
    },
    '& .line': { display: 'flex', alignItems: 'center', gap: '8px', height: 24 },
    '& .line + .line': { marginTop: '4px' },
    '& .time': { ...theme.typography.subtitle2, lineHeight: '24px', flexGrow: 1, ...ONE_LINE },
    '& .client': {
      ...theme.typography.body1,
      fontWeight: 600,
      lineHeight: '24px',
      flexGrow: 1,
      ...ONE_LINE,
    },
    '& .price': { ...theme.typography.body2, lineHeight: '24px', whiteSpace: 'nowrap' },
    '& .tests': {
      ...theme.typography.body2,
      display: 'block',
      lineHeight: '20px',
      color: theme.palette.text.secondary,
      ...ONE_LINE,
    },
    // Without actions (a final status) the tests take their room: up to three lines.
    '& .tests.long': {
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      whiteSpace: 'normal',
    },
    '& .actions': { display: 'flex', flex: 'none', gap: '8px' },
    '& .actions button': {
      ...theme.typography.button,
      flex: '1 1 0',
      minWidth: 0,
      minHeight: 44,
      padding: '4px 8px',
      fontSize: '0.8125rem',
      lineHeight: 1.2,
      borderRadius: `${theme.shape.borderRadius}px`,
      '&:active': { filter: 'brightness(0.9)' },
    },
  }) as const;

/**
 * The bookings as cards on a phone, windowed: only the cards in and near the window are in the
 * page, whether the list holds 10 or 10,000. The list scrolls with the page, so the header and
 * the filters scroll away and the browser's own scrolling (and its scroll bar) stays.
 *
 * Written here rather than taken from a library: every card is the same height, so the window is
 * one division (use-window-range.ts), with no measuring.
 */
export function BookingsPhoneList({ rows, onOpen }: BookingsPhoneListProps) {
  const { t } = useTranslation('bookings');
  const ref = useRef<HTMLDivElement>(null);
  return (
    <Box
      ref={ref}
      role="list"
      aria-label={t('table.label')}
      sx={LIST_SX}
      // Inline: a height per list length would be a new style class each time.
      style={{ height: Math.max(0, rows.length * SLOT - GAP) }}
    >
      <WindowedCards list={ref} rows={rows} onOpen={onOpen} />
    </Box>
  );
}

interface WindowedCardsProps extends BookingsPhoneListProps {
  list: RefObject<HTMLDivElement | null>;
}

/** The indexes of two slices of a list, each once, in order. */
function indexesOf(a: WindowRange, b: WindowRange, count: number): number[] {
  const indexes = new Set<number>();
  for (const { start, end } of [a, b]) {
    for (let i = start; i < Math.min(end, count); i += 1) indexes.add(i);
  }
  return [...indexes].sort((x, y) => x - y);
}

/**
 * The cards of the window: the only part that renders again as the page scrolls. The cards in
 * view are drawn at once; those beyond its edges follow as deferred work, which React splits into
 * short slices, so a jump (a search, a drag of the scroll bar) does not mount a whole window and
 * its margins in one task. While the page scrolls steadily the cards coming into view were drawn
 * ahead, and the urgent render mounts nothing.
 */
function WindowedCards({ list, rows, onOpen }: WindowedCardsProps) {
  const { t, i18n } = useTranslation('bookings');
  const locale = useDateLocale();
  const { visible, drawn } = useWindowRange(list, rows.length, SLOT, OVERSCAN);
  const around = useDeferredValue(drawn);
  const [tapped, tap, untap] = useTappedStatuses(rows);
  const allowed = useStepAllowed();
  // A tap queues the change (the outbox sends it). The card shows the new status in the next
  // frame, before the write and the mirror's read of the list come back with it.
  const change = useCallback(
    (booking: Booking, status: BookingStatus) => {
      tap(booking.id, status);
      setBookingStatus(booking, status).catch((err: unknown) => {
        untap(booking.id);
        enqueueSnackbar(err instanceof Error ? err.message : t('detail.changeFailed'), {
          variant: 'error',
        });
      });
    },
    [t, tap, untap],
  );
  const language = i18n.resolvedLanguage ?? 'en';
  const words = useMemo(() => fixedWords(t), [t]);
  const indexes = indexesOf(around, visible, rows.length);
  // The screen's snapshot keeps the first cards when the list is drawn from its top; scrolled
  // down, the cards drawn are far down the list, and it keeps none (lib/snapshot-capture.ts).
  const fromTop = indexes[0] === 0;
  // After the commit's refs: the list's own is attached after its cards' layout effects.
  useEffect(() => {
    list.current?.setAttribute('data-snapshot', fromTop ? 'rows' : 'empty');
  }, [list, fromTop]);
  return indexes.map((index) => {
    const stored = rows[index]!;
    const status = tapped.get(stored.id);
    const booking = status ? { ...stored, status } : stored;
    return (
      <BookingCard
        key={booking.id}
        booking={booking}
        offset={index * SLOT}
        onOpen={onOpen}
        onChange={change}
        allowed={allowed}
        t={t}
        words={words}
        locale={locale}
        language={language}
      />
    );
  });
}
