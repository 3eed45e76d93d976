import { useTranslation } from '../../lib/use-translation';
import type { BookingStatus } from '../../db/types';
import { statusColour, statusName } from '../../lib/booking-status';

interface StatusLabelProps {
  /** Any status the server sent: one this app does not know shows neutral, in its raw text. */
  status: string;
  /** The bookings namespace's words, from the list that draws many (one lookup, not one per row). */
  t: (key: `status.${BookingStatus}`) => string;
}

/**
 * A booking status in its colour and the active language: one span shaped like MUI's small Chip
 * (`.ld-status`, src/components/plain/plain.css), not a Chip, so a list of them costs little.
 */
export function StatusLabel({ status, t }: StatusLabelProps) {
  const colour = statusColour(status);
  return (
    <span
      className="ld-status"
      data-status={status}
      style={{ backgroundColor: colour.bg, color: colour.fg }}
    >
      {statusName(status, t)}
    </span>
  );
}

/** The same label where one is drawn alone (it looks up its own words). */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation('bookings');
  return <StatusLabel status={status} t={t} />;
}
