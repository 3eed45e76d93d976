import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type RefObject,
} from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { enqueueSnackbar } from '../../../components/snackbar';
import { useStepAllowed } from '../../../components/use-rights';
import type { Booking, BookingStatus, Id } from '../../../db/types';
import { useDateLocale } from '../../../lib/date-locale';
import { fixedWords } from '../../../lib/fixed-words';
import { setBookingStatus } from '../../../sync/set-booking-status';
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
    <div
      ref={ref}
      role="list"
      aria-label={t('table.label')}
      // One stylesheet for every card: plain.css's `.ld-cards`.
      className="ld-cards"
      style={
        {
          height: Math.max(0, rows.length * SLOT - GAP),
          '--ld-card-height': `${CARD_HEIGHT}px`,
        } as CSSProperties
      }
    >
      <WindowedCards list={ref} rows={rows} onOpen={onOpen} />
    </div>
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
