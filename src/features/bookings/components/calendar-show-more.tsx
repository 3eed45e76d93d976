import { Box, Popover } from '@mui/material';
import { useId, useRef, useState } from 'react';
import type { ShowMoreProps } from 'react-big-calendar';
import { useTranslation } from '../../../lib/use-translation';
import { useCalendarOpen } from '../hooks/use-calendar-open';
import { useEventName } from '../hooks/use-event-name';
import { statusLook, type BookingEvent } from '../lib/calendar-events';

/** react-big-calendar's own day popup (`.rbc-overlay`), which this one replaces, drawn the same. */
const PAPER_SX = {
  mt: '5px',
  ml: '5px',
  minWidth: 190,
  p: '10px',
  borderRadius: 0,
  border: '1px solid #e5e5e5',
  boxShadow: '0 5px 15px rgba(0, 0, 0, 0.25)',
  '& > * + *': { mt: '1px' },
  '& .rbc-event': { display: 'block', font: 'inherit' },
  '& .rbc-event:focus:not(:focus-visible)': { outline: 'none' },
} as const;

/**
 * A month day's "+n more": opens the day's bookings in a popover, each a button that opens its
 * booking. It replaces the library's popup, which the keyboard could not enter: this one takes
 * the focus to the day's first booking, keeps it inside until Escape, and then hands it back to
 * "+n more" (MUI's modal focus trap).
 */
export function CalendarShowMore({
  count,
  events,
  slotDate,
  localizer,
}: ShowMoreProps<BookingEvent>) {
  const { t } = useTranslation('bookings');
  const open = useCalendarOpen();
  const name = useEventName();
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <button
        type="button"
        className="rbc-button-link rbc-show-more"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('calendar.showMore', { count })}
      </button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: PAPER_SX },
          transition: { onEntering: () => first.current?.focus() },
        }}
      >
        <Box id={titleId} className="rbc-overlay-header">
          {localizer.format(slotDate, 'dayHeaderFormat')}
        </Box>
        {events.map((event, i) => {
          const look = statusLook(event.status);
          return (
            <button
              key={event.id}
              ref={i === 0 ? first : undefined}
              type="button"
              className={`rbc-event ${look.className}`}
              style={look.style}
              aria-label={name(event)}
              onClick={() => open(event.id)}
            >
              {event.title}
            </button>
          );
        })}
      </Popover>
    </>
  );
}
