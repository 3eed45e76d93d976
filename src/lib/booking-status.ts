import type { BookingStatus } from '../db/types';

import { BOOKING_STATUSES, NEXT_STATUSES } from '../config/booking-flow';

export interface StatusColour {
  /** Background of chips and calendar events. */
  bg: string;
  /** Text on that background (contrast of at least 4.5:1). */
  fg: string;
}

/** One distinct colour per status, shared by chips, calendar events and the dashboard. */
export const STATUS_COLOURS: Readonly<Record<BookingStatus, StatusColour>> = {
  pending: { bg: '#FFAB00', fg: '#212B36' },
  confirmed: { bg: '#006C9C', fg: '#FFFFFF' },
  sample_collected: { bg: '#7635DC', fg: '#FFFFFF' },
  report_ready: { bg: '#007867', fg: '#FFFFFF' },
  completed: { bg: '#0B6B41', fg: '#FFFFFF' },
  cancelled: { bg: '#B71D18', fg: '#FFFFFF' },
  no_show: { bg: '#454F5B', fg: '#FFFFFF' },
};

/** A status this app does not know (another server's value): neutral, like no status of the flow. */
export const UNKNOWN_STATUS_COLOUR: StatusColour = { bg: '#DFE3E8', fg: '#1C252E' };

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function statusColour(status: string): StatusColour {
  return isBookingStatus(status) ? STATUS_COLOURS[status] : UNKNOWN_STATUS_COLOUR;
}

/** The statuses that may follow; none for a status this app does not know. */
export function nextStatuses(status: string): readonly BookingStatus[] {
  return isBookingStatus(status) ? NEXT_STATUSES[status] : [];
}

export function canChangeStatus(from: string, to: BookingStatus): boolean {
  return nextStatuses(from).includes(to);
}

export function isFinalStatus(status: BookingStatus): boolean {
  return NEXT_STATUSES[status].length === 0;
}

/** The i18n key (bookings namespace) of a status's translated name. */
export function statusKey(status: BookingStatus): `status.${BookingStatus}` {
  return `status.${status}`;
}

/** How a status reads: its translated name, or the raw text of a status this app does not know. */
export function statusName(status: string, t: (key: `status.${BookingStatus}`) => string): string {
  return isBookingStatus(status) ? t(statusKey(status)) : status;
}

/** The statuses among `statuses` that this app does not know, each once, sorted. */
export function unknownStatuses(statuses: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const s of statuses) if (!isBookingStatus(s)) found.add(s);
  return [...found].sort();
}
