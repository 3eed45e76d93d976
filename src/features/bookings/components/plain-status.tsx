import type { BookingStatus } from '../../../db/types';
import { statusColour, statusName } from '../../../lib/booking-status';

/**
 * A booking's status as one coloured span, not MUI's Chip, for rows drawn in bulk (the table's
 * first page, the phone cards); its shape comes from the parent's `.status` rule.
 */
export function PlainStatus({
  status,
  t,
}: {
  status: string;
  t: (key: `status.${BookingStatus}`) => string;
}) {
  const colour = statusColour(status);
  return (
    <span
      className="status"
      data-status={status}
      style={{ backgroundColor: colour.bg, color: colour.fg }}
    >
      {statusName(status, t)}
    </span>
  );
}
