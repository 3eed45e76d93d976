import { Box, ButtonBase, Chip, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, Id } from '../../../db/types';
import { clientName, formatPrice, formatShortDateTime } from '../../../lib/booking-format';
import { isBookingStatus, nextStatuses } from '../../../lib/booking-status';
import { useDateLocale } from '../../../lib/date-locale';
import { StatusChip } from '../../../components/bookings/status-chip';
import { testNames } from '../lib/table-columns';
import { BookingCardActions } from './booking-card-actions';

/**
 * Every card is this high (the list places them by it, without measuring): 12 px, the time and
 * status (24), 4, client and price (24), tests (20), 8 below the tappable part, the 44 px actions,
 * 12. The lines have fixed heights so no font, language or name changes it.
 */
export const CARD_HEIGHT = 148;

interface BookingCardProps {
  booking: Booking;
  onOpen: (id: Id) => void;
  /** Where the list places it: px from the list's top. */
  offset: number;
}

const ONE_LINE = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
/** Without actions (a final status) the tests take their room: up to three lines. */
const THREE_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * One booking on a phone: time and status, client and price, tests, then its next statuses. A
 * tap on the upper part opens the booking. Memoised: scrolling draws only the cards coming in.
 * Inside the button everything is a span (a button holds no blocks).
 */
export const BookingCard = memo(function BookingCard({
  booking,
  onOpen,
  offset,
}: BookingCardProps) {
  const { i18n } = useTranslation('bookings');
  const locale = useDateLocale();
  const known = isBookingStatus(booking.status);
  const next = known ? nextStatuses(booking.status) : [];
  return (
    <Box
      role="listitem"
      data-id={booking.id}
      style={{ transform: `translateY(${offset}px)` }}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        px: 1.5,
        pb: 1.5,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: '0 0 2px 0 rgba(145,158,171,0.2), 0 4px 12px -4px rgba(145,158,171,0.12)',
      }}
    >
      <ButtonBase
        onClick={() => onOpen(booking.id)}
        sx={{
          display: 'block',
          flex: '1 1 auto',
          minHeight: 0,
          textAlign: 'left',
          mx: -1.5,
          px: 1.5,
          pt: 1.5,
          pb: 1,
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 24 }}>
          <Typography
            component="span"
            variant="subtitle2"
            sx={{ flexGrow: 1, lineHeight: '24px', ...ONE_LINE }}
          >
            {formatShortDateTime(booking.scheduled_at, locale)}
          </Typography>
          {known ? (
            <StatusChip component="span" status={booking.status} />
          ) : (
            // A status this app does not know: its own words, neutral, and no actions below.
            <Chip component="span" size="small" variant="outlined" label={String(booking.status)} />
          )}
        </Box>
        <Box component="span" sx={{ display: 'flex', gap: 1, mt: 0.5, height: 24 }}>
          <Typography
            component="span"
            sx={{ flexGrow: 1, fontWeight: 600, lineHeight: '24px', ...ONE_LINE }}
          >
            {clientName(booking)}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            sx={{ lineHeight: '24px', whiteSpace: 'nowrap' }}
          >
            {formatPrice(booking.price, i18n.resolvedLanguage ?? 'en')}
          </Typography>
        </Box>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ lineHeight: '20px', ...(next.length > 0 ? ONE_LINE : THREE_LINES) }}
        >
          {testNames(booking)}
        </Typography>
      </ButtonBase>
      {next.length > 0 && <BookingCardActions booking={booking} next={next} />}
    </Box>
  );
});
