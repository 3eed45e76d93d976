import { lazy, Suspense } from 'react';
import { useLatch } from '../use-latch';
import type { BookingDetailDrawerProps } from './booking-detail-drawer';

// The drawer (and MUI's modal code) loads when the vendor first opens a booking.
const BookingDetailDrawer = lazy(() =>
  import('./booking-detail-drawer').then((m) => ({ default: m.BookingDetailDrawer })),
);

/** The booking drawer for screens that open it on demand: nothing until a booking is opened. */
export function LazyBookingDetailDrawer({ bookingId, onClose }: BookingDetailDrawerProps) {
  const wanted = useLatch(bookingId !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BookingDetailDrawer bookingId={bookingId} onClose={onClose} />
    </Suspense>
  );
}
