import { Alert, Box } from '@mui/material';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LazyBookingDetailDrawer } from '../../../components/bookings/lazy-booking-detail-drawer';
import { useOpenBooking } from '../../../components/bookings/use-open-booking';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { PlainTextField } from '../../../components/plain/text-field';
import { useStepAllowed } from '../../../components/use-rights';
import { useSnapshot } from '../../../components/use-snapshot';
import type { Booking, BookingStatus } from '../../../db/types';
import { clientName } from '../../../lib/booking-format';
import { localDayOf } from '../../../lib/booking-time';
import { useDateLocale } from '../../../lib/date-locale';
import { ownMessage } from '../../../lib/errors';
import { i18n } from '../../../lib/i18n';
import { readAhead } from '../../../lib/read-ahead';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { useRecordSyncStates } from '../../../sync/hooks';
import { useRefresh } from '../../../sync/use-refresh';
import { useHeldSteps } from '../hooks/use-held-steps';
import { useMinute } from '../hooks/use-minute';
import { prefetchTodayBookings, useTodayBookings } from '../hooks/use-today-bookings';
import { matchesPatient, receptionQueue } from '../lib/queue';
import { ReceptionClock } from './reception-clock';
import { fixedWords } from '../../../lib/fixed-words';
import {
  FIRST_ROWS,
  RECEPTION_ROWS_CLASS,
  RECEPTION_ROWS_STYLE,
  ReceptionRow,
  type RowWord,
} from './reception-row';
import { useStableEntries } from '../hooks/use-stable-entries';

/** How many more patients are drawn after each frame, past the first ones (FIRST_ROWS). */
const MORE_ROWS = 30;

/** Constant elements: React skips them when the screen draws again (each change of the queue). */
const CLOCK = <ReceptionClock />;

// Today's patients and the words, read while the chunk loads.
await readAhead(
  Promise.all([
    i18n.loadNamespaces('bookings'),
    prefetchTodayBookings(localDayOf(Date.now()).start),
  ]),
);

/**
 * The counter's screen for today: the patients in the order they are seen, the next one marked,
 * one large step per patient with a few seconds to undo it, and a search that finds a patient as
 * they give their name, phone or booking number. All from the mirror, so it works offline; steps
 * go through the outbox like every other change.
 */
export function ReceptionView() {
  const { t } = useTranslation('bookings');
  const words = useMemo(() => fixedWords<RowWord>(t), [t]);
  const locale = useDateLocale();
  const minute = useMinute();
  // What the mirror brings (a pull's pages, another device's steps) is drawn at a lower priority
  // than a tap or a keystroke, in slices that let them in: a catch-up of hundreds of changes drew
  // the whole queue again in one task of 45 to 70 ms on a phone's CPU. A step taken here shows at
  // once all the same: it is held (useHeldSteps) before it reaches the mirror.
  const today = useDeferredValue(useTodayBookings(localDayOf(minute).start));
  const pull = useRefresh('bookings');
  const syncStates = useDeferredValue(useRecordSyncStates('bookings'));
  const [openId, open, close] = useOpenBooking();
  const allowed = useStepAllowed();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [error, setError] = useState<string | null>(null);

  const onError = useCallback(
    (booking: Booking, err: unknown) =>
      setError(
        t('reception.stepFailed', {
          client: clientName(booking),
          reason: ownMessage(err) ?? t('detail.changeFailed'),
        }),
      ),
    [t],
  );
  const { held, hold, undo } = useHeldSteps(onError);
  // What the last step or undo did, for screen readers (WCAG 4.1.3): said by the live region
  // below while the focus stays on the row's button.
  const [announced, setAnnounced] = useState('');
  const step = useCallback(
    (booking: Booking, status: BookingStatus) => {
      hold(booking, status);
      setAnnounced(t(`reception.announce.${status}`, { client: clientName(booking) }));
    },
    [hold, t],
  );
  const takeBack = useCallback(
    (booking: Booking, status: BookingStatus) => {
      undo(booking.id);
      setAnnounced(
        t('reception.announce.undone', {
          step: t(`reception.announce.${status}`, { client: clientName(booking) }),
        }),
      );
    },
    [undo, t],
  );

  const queue = useMemo(() => (today ? receptionQueue(today, minute) : undefined), [today, minute]);
  const entries = useStableEntries(queue?.entries);
  const shown = useMemo(
    () => entries?.filter((entry) => matchesPatient(entry.booking, deferredQuery)),
    [entries, deferredQuery],
  );
  const drawn = useProgressiveCount(shown?.length ?? 0, FIRST_ROWS, MORE_ROWS);
  // The next start on the counter paints the day's first patients at once, as of now: the whole
  // day's queue, not one a search narrowed.
  useSnapshot('/reception', shown !== undefined && deferredQuery === '', shown);

  // What does not follow the queue is kept from one drawing to the next: a pull's page or a tap
  // draws the rows that changed and nothing of MUI's around them.
  const subtitle = queue
    ? t('reception.counts', { done: queue.done, waiting: queue.waiting })
    : undefined;
  const header = useMemo(
    () => (
      <PageHeader title={t('reception.title')} subtitle={subtitle} asOfInSnapshot action={CLOCK} />
    ),
    [t, subtitle],
  );
  const find = useMemo(
    () => (
      <Box sx={{ mb: 2, maxWidth: { md: 480 } }}>
        <PlainTextField
          label={t('reception.find')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          type="search"
          autoComplete="off"
          helperText={t('reception.findHint')}
        />
      </Box>
    ),
    [t, query],
  );
  const status = useMemo(
    () => (
      <div role="status" aria-live="polite" className="ld-visually-hidden">
        {announced}
      </div>
    ),
    [announced],
  );

  return (
    <>
      {RECEPTION_ROWS_STYLE}
      {header}
      {pull.error && (
        <ErrorState
          message={t('dashboard.refreshFailed', { message: pull.error })}
          onRetry={pull.retry}
          sx={{ mb: 2 }}
        />
      )}
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {find}
      {shown === undefined ? (
        <LoadingState />
      ) : queue?.entries.length === 0 ? (
        <EmptyState title={t('reception.empty')} description={t('reception.emptyHint')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('reception.noMatch', { query: deferredQuery.trim() })} />
      ) : (
        <ul aria-label={t('reception.list')} className={RECEPTION_ROWS_CLASS} data-snapshot="rows">
          {shown.slice(0, drawn).map((entry) => (
            <ReceptionRow
              key={entry.booking.id}
              entry={entry}
              held={held.get(entry.booking.id)}
              sync={syncStates.get(entry.booking.id)}
              onStep={step}
              allowed={allowed}
              onUndo={takeBack}
              onOpen={open}
              t={t}
              words={words}
              locale={locale}
            />
          ))}
        </ul>
      )}
      {status}
      <LazyBookingDetailDrawer bookingId={openId} onClose={close} />
    </>
  );
}
