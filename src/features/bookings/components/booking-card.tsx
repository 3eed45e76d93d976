import type { Locale } from 'date-fns';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import type { Booking, BookingStatus, Id } from '../../../db/types';
import { clientName, formatPrice, formatShortDateTime } from '../../../lib/booking-format';
import { nextStatuses, STATUS_COLOURS } from '../../../lib/booking-status';
import { testNames } from '../lib/table-columns';
import { StatusLabel } from '../../../components/bookings/status-chip';

/**
 * Every card is this high (the list places them by it, without measuring): 12 px, the time and
 * status (24), 4, client and price (24), tests (20), 8 below the tappable part, the 44 px actions,
 * 12. Each line has a fixed height, so no font, language or name changes it.
 */
export const CARD_HEIGHT = 148;

interface BookingCardProps {
  booking: Booking;
  /** Where the list places it: px from the list's top. */
  offset: number;
  onOpen: (id: Id) => void;
  onChange: (booking: Booking, status: BookingStatus) => void;
  /** Whether the person acting may take a step to this status (src/components/use-rights.ts). */
  allowed: (status: string) => boolean;
  /** The bookings namespace's words, the date-fns locale and the language of prices. */
  t: TFunction<'bookings'>;
  /** The same words for keys without options, each looked up once (lib/fixed-words.ts). */
  words: (key: `status.${BookingStatus}` | `actions.${BookingStatus}`) => string;
  locale: Locale;
  language: string;
}

/**
 * One booking on a phone: time and status, client and price, tests, then its next statuses of
 * the flow, each one tap. A tap on the upper part opens the booking. Plain elements styled by the
 * list's one style (bookings-phone-list.tsx), and memoised: a scroll step mounts only the cards
 * coming in, and mounting one is cheap.
 */
export const BookingCard = memo(function BookingCard({
  booking,
  offset,
  onOpen,
  onChange,
  allowed,
  t,
  words,
  locale,
  language,
}: BookingCardProps) {
  // A status this app does not know shows neutral in its own words, and has no actions; a step
  // the person's role may not take is not offered.
  const next = nextStatuses(booking.status).filter(allowed);
  const name = clientName(booking);
  return (
    <div
      role="listitem"
      className="card"
      data-id={booking.id}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <button type="button" className="open" onClick={() => onOpen(booking.id)}>
        <span className="line">
          <span className="time">{formatShortDateTime(booking.scheduled_at, locale)}</span>
          <StatusLabel status={booking.status} t={words} />
        </span>
        <span className="line">
          <span className="client">{name}</span>
          <span className="price">{formatPrice(booking.price, language)}</span>
        </span>
        <span className={next.length > 0 ? 'tests' : 'tests long'}>{testNames(booking)}</span>
      </button>
      {next.length > 0 && (
        <div role="group" aria-label={t('detail.changeTo')} className="actions">
          {next.map((status, place) => (
            // Kept by place, not by status: the tapped button stays in the page and shows the
            // next step, so the focus stays on it (a keyboard or switch user goes on from there)
            // and the tap removes no focused element (Chromium then recalculates the styles
            // there and then, inside the tap).
            <button
              key={place}
              type="button"
              onClick={() => onChange(booking, status)}
              aria-label={t('list.actionOf', {
                action: words(`actions.${status}`),
                id: booking.id,
                client: name,
              })}
              style={{
                backgroundColor: STATUS_COLOURS[status].bg,
                color: STATUS_COLOURS[status].fg,
              }}
            >
              {words(`actions.${status}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
});
