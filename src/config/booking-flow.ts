/**
 * The booking status flow of the contract (docs/api-contract.md), described once: read by the app
 * (the labels, the actions, who may take a step) and by the reference server (what it accepts).
 */

/** Every booking status this app knows, in the order of the flow. */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'sample_collected',
  'report_ready',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Which statuses may follow each one. Final statuses lead nowhere. */
export const NEXT_STATUSES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['sample_collected', 'cancelled', 'no_show'],
  sample_collected: ['report_ready'],
  report_ready: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** A status a step can move a booking to: every one but the first (nothing leads back to it). */
export type StepStatus = Exclude<BookingStatus, 'pending'>;

/** The statuses some step leads to, in the order of the flow. */
export const STEP_STATUSES: readonly StepStatus[] = BOOKING_STATUSES.filter(
  (status): status is StepStatus =>
    Object.values(NEXT_STATUSES).some((next) => next.includes(status)),
);
