import { useCallback, useEffect, useRef, useState } from 'react';
import type { Booking, BookingStatus, Id } from '../../../db/types';
import { setBookingStatus } from '../../../sync/set-booking-status';

/** How long a tap at the counter can be taken back before it is queued for the server. */
export const UNDO_MS = 5000;

export interface HeldStep {
  status: BookingStatus;
  /** When the step is queued, epoch ms. */
  until: number;
}

interface Pending {
  booking: Booking;
  /** The same object in every snapshot: a row whose step did not change is not drawn again. */
  step: HeldStep;
  timer: ReturnType<typeof setTimeout>;
}

const snapshot = (steps: Map<Id, Pending>): Map<Id, HeldStep> =>
  new Map([...steps].map(([id, pending]) => [id, pending.step]));

/**
 * Steps taken at the counter, held for UNDO_MS so a wrong tap can be undone before anything is
 * queued: a status once sent cannot go back (the flow has no way back from "sample collected").
 * A held step is queued early, never dropped, when the page is hidden or closed, or the screen
 * is left. `onError` hears a step the data layer refused to queue (another device moved the
 * booking on in the meantime).
 */
export function useHeldSteps(onError: (booking: Booking, error: unknown) => void) {
  const pending = useRef(new Map<Id, Pending>());
  const [held, setHeld] = useState<ReadonlyMap<Id, HeldStep>>(new Map());
  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  }, [onError]);

  const send = useCallback((id: Id) => {
    const held = pending.current.get(id);
    if (!held) return;
    clearTimeout(held.timer);
    pending.current.delete(id);
    setHeld(snapshot(pending.current));
    setBookingStatus(held.booking, held.step.status).catch((err: unknown) =>
      errorRef.current(held.booking, err),
    );
  }, []);

  const hold = useCallback(
    (booking: Booking, status: BookingStatus) => {
      send(booking.id);
      const timer = setTimeout(() => send(booking.id), UNDO_MS);
      pending.current.set(booking.id, {
        booking,
        step: { status, until: Date.now() + UNDO_MS },
        timer,
      });
      setHeld(snapshot(pending.current));
    },
    [send],
  );

  const undo = useCallback((id: Id) => {
    const step = pending.current.get(id);
    if (!step) return;
    clearTimeout(step.timer);
    pending.current.delete(id);
    setHeld(snapshot(pending.current));
  }, []);

  useEffect(() => {
    const flush = () => [...pending.current.keys()].forEach(send);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [send]);

  return { held, hold, undo };
}
