/**
 * The bookings feature's public surface: what the dashboard composes (status chips, the detail
 * drawer on demand, the accept/decline action). Everything else stays inside the feature.
 */
export { setBookingStatus } from './api/set-booking-status';
export { LazyBookingDetailDrawer } from './components/lazy-booking-detail-drawer';
export { StatusChip } from './components/status-chip';
export { clientName } from './filters';
export { useBookingsRefresh } from './hooks/use-refresh';
export { useDateLocale } from './hooks/use-date-locale';
export { useOpenBooking } from './hooks/use-open-booking';
export { formatPrice, formatTime, formatDay } from './lib/format';
export { BOOKING_STATUSES, STATUS_COLOURS, statusKey } from './status';
