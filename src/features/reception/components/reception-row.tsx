import { GlobalStyles } from '@mui/material';
import type { Locale } from 'date-fns';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { StatusLabel } from '../../../components/bookings/status-chip';
import { PlainButton } from '../../../components/plain/button';
import { useFocusKept } from '../../../components/use-focus-kept';
import { Icon } from '../../../components/plain/icons';
import type { Booking, BookingStatus, Id } from '../../../db/types';
import { clientName, formatTime } from '../../../lib/booking-format';
import type { RecordSyncState } from '../../../sync/hooks';
import type { HeldStep } from '../hooks/use-held-steps';
import { counterNoShow, counterStep, type QueueEntry } from '../lib/queue';

/** The patients drawn at once (a screenful and some): the counter's first frame. */
export const FIRST_ROWS = 12;

/**
 * The rows' one style, for their list (reception-view.tsx): plain elements shaped like MUI's
 * outlined Card, Typography, Chip and Button. A day's queue drawn with MUI components made a
 * dozen styled components per patient, most of the counter screen's first render on a tablet.
 */
const RECEPTION_ROWS_SX = {
  p: 0,
  m: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 1.5,
  '& > li': {
    listStyle: 'none',
    p: 2,
    display: 'grid',
    gap: 2,
    alignItems: 'center',
    gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 1fr auto' },
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.default',
  },
  // A row past the first ones is not laid out or painted until it nears the view (a long day's
  // queue). The first ones are always laid out: a row skipped this way is laid out as a
  // placeholder first and then again once found in view, a second pass of the style and layout
  // in the start's first frame (its style, layout and pre-paint about 46 ms at the phone's CPU in
  // the traces, 30 to 36 without it).
  [`& > li:nth-of-type(n+${FIRST_ROWS + 1})`]: {
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 180px',
  },
  '& > li.waiting': { bgcolor: 'background.paper' },
  '& > li.late': { borderColor: 'warning.main' },
  '& > li.next': { borderWidth: 2, borderColor: 'primary.main' },
  '& .when': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 72 },
  '& .time': { typography: 'h5', m: 0, fontVariantNumeric: 'tabular-nums' },
  '& .who': { minWidth: 0 },
  '& .name': {
    typography: 'h6',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    overflowWrap: 'anywhere',
    borderRadius: 1,
    '&:hover': { textDecoration: 'underline' },
  },
  '& .details': {
    typography: 'body2',
    color: 'text.secondary',
    m: 0,
    overflowWrap: 'anywhere',
  },
  '& .states': { display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 },
  // The small chips: the status label's shape in other colours.
  '& .chip-next': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  // The theme's warning is dark enough for white text (5.2:1).
  '& .chip-late': { bgcolor: 'warning.main', color: 'warning.contrastText', mt: 0.5 },
  '& .chip-pending': { bgcolor: 'action.selected', color: 'text.primary' },
  '& .chip-refused': {
    bgcolor: 'error.main',
    color: 'error.contrastText',
    height: 'auto',
    maxWidth: '100%',
    whiteSpace: 'normal',
  },
  '& .actions': {
    display: 'flex',
    flexDirection: { xs: 'row', md: 'column' },
    gap: 1,
    gridColumn: { xs: '1 / -1', md: 'auto' },
    alignItems: 'stretch',
  },
  '& .actions .ld-button--large': { minHeight: 56, flex: 1, gap: 1 },
  '& .actions .step': { fontSize: '1.05rem' },
} as const;

/** The class of the rows' list. */
export const RECEPTION_ROWS_CLASS = 'ld-reception-rows';

/**
 * The rows' style, inserted once while the screen is open. A constant element, so React skips it
 * when the screen draws again: as the list's `sx` it was turned into CSS anew on every change of
 * the queue (each page a pull lands, each tap), about half of such a redraw on a phone's CPU.
 */
export const RECEPTION_ROWS_STYLE = (
  <GlobalStyles
    styles={(theme) => ({ [`.${RECEPTION_ROWS_CLASS}`]: theme.unstable_sx(RECEPTION_ROWS_SX) })}
  />
);

/** The words a row shows without options. */
export type RowWord =
  | `status.${BookingStatus}`
  | `reception.step.${BookingStatus}`
  | 'reception.noShow'
  | 'reception.next'
  | 'reception.late'
  | 'reception.waitingSync';

const only = (status: BookingStatus | null, allowed: (status: string) => boolean) =>
  status && allowed(status) ? status : null;

interface ReceptionRowProps {
  entry: QueueEntry;
  held: HeldStep | undefined;
  sync: RecordSyncState | undefined;
  onStep: (booking: Booking, status: BookingStatus) => void;
  /** Whether the person acting may take a step to this status (src/components/use-rights.ts). */
  allowed: (status: string) => boolean;
  /** Takes back the held step, `status`. */
  onUndo: (booking: Booking, status: BookingStatus) => void;
  onOpen: (id: Id) => void;
  /** The bookings namespace's words and the date-fns locale, from the list (not one per row). */
  t: TFunction<'bookings'>;
  /** The same words for keys without options, each looked up once (lib/fixed-words.ts). */
  words: (key: RowWord) => string;
  locale: Locale;
}

/**
 * One patient of today: time, name, tests, status, and the one step the counter takes next.
 *
 * The step, its undo and the next step are one button that changes its words (and the no-show's
 * undo takes the no-show's place): a keyboard user's focus stays on it through the step, its undo
 * and the next step, while the screen's live region says what happened.
 */
export const ReceptionRow = memo(function ReceptionRow({
  entry,
  held,
  sync,
  onStep,
  allowed,
  onUndo,
  onOpen,
  t,
  words,
  locale,
}: ReceptionRowProps) {
  const { booking, next, late } = entry;
  const name = clientName(booking);
  const status = held?.status ?? booking.status;
  // Only the steps the person's role may take: a technician's counter shows no arrival.
  const step = only(counterStep(booking.status), allowed);
  const noShow = only(counterNoShow(booking.status), allowed);
  const classes = [entry.waiting && 'waiting', late && 'late', next && 'next'].filter(Boolean);
  // A step the counter cannot follow (the sample is taken, a no-show) leaves the row without the
  // button the focus was on: the focus goes to the patient's name, not to the top of the page.
  const kept = useFocusKept<HTMLLIElement>('.actions button, .name');

  const actions = held
    ? [
        <PlainButton
          key={held.status === noShow ? 'no-show' : 'step'}
          variant="outlined"
          size="large"
          onClick={() => onUndo(booking, held.status)}
        >
          <Icon name="undo" />
          {t('reception.undo', { status: t(`status.${held.status}`) })}
        </PlainButton>,
      ]
    : [
        step && (
          <PlainButton
            key="step"
            variant="contained"
            size="large"
            className="step"
            onClick={() => onStep(booking, step)}
          >
            {words(`reception.step.${step}`)}
          </PlainButton>
        ),
        noShow && (
          <PlainButton
            key="no-show"
            variant="outlined"
            className="ld-button--neutral"
            onClick={() => onStep(booking, noShow)}
          >
            {words('reception.noShow')}
          </PlainButton>
        ),
      ];

  return (
    <li
      aria-label={name}
      data-booking-id={booking.id}
      data-next={next || undefined}
      className={classes.join(' ') || undefined}
      {...kept}
    >
      <div className="when">
        <p className="time">{formatTime(booking.scheduled_at, locale)}</p>
        {next && <span className="ld-status chip-next">{words('reception.next')}</span>}
        {late && <span className="ld-status chip-late">{words('reception.late')}</span>}
      </div>
      <div className="who">
        <button type="button" className="ld-bare-button name" onClick={() => onOpen(booking.id)}>
          {name}
        </button>
        <p className="details">
          #{booking.id}
          {booking.client.phone ? ` · ${booking.client.phone}` : ''}
          {booking.tests.length > 0
            ? ` · ${booking.tests.map((test) => test.name).join(', ')}`
            : ''}
        </p>
        <div className="states">
          <StatusLabel status={status} t={words} />
          {sync?.status === 'pending' && (
            <span className="ld-status chip-pending">{words('reception.waitingSync')}</span>
          )}
          {sync?.status === 'failed' && (
            <span className="ld-status chip-refused">
              {t('reception.refused', { reason: sync.error ?? '' })}
            </span>
          )}
        </div>
      </div>
      <div className="actions">{actions}</div>
    </li>
  );
});
