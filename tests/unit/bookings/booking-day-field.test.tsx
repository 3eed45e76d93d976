import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, useTransition } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDayField } from '../../../src/features/bookings/components/booking-day-field';
import type { BookingFilters } from '../../../src/features/bookings/lib/filters';

/** The filters as the screen keeps them: changed in a transition, as the router's address is. */
function Harness({ heard }: { heard: (patch: Partial<BookingFilters>) => void }) {
  const [from, setFrom] = useState('2026-11-27');
  const [, startTransition] = useTransition();
  return (
    <>
      <BookingDayField
        field="from"
        label="From"
        value={from}
        onChange={(patch) => {
          heard(patch);
          startTransition(() => setFrom(patch.from ?? ''));
        }}
      />
      <button type="button" onClick={() => setFrom('')}>
        clear
      </button>
    </>
  );
}

describe('a day of the bookings filters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps what is typed, and applies it once typing pauses', () => {
    const heard = vi.fn();
    render(<Harness heard={heard} />);
    const input = screen.getByLabelText('From');
    fireEvent.change(input, { target: { value: '2026-01-27' } });
    fireEvent.change(input, { target: { value: '2026-11-25' } });
    expect(input).toHaveValue('2026-11-25');
    expect(heard).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(heard).toHaveBeenCalledExactlyOnceWith({ from: '2026-11-25' });
    expect(input).toHaveValue('2026-11-25');
  });

  it('follows a change made elsewhere (clear filters, the back button)', () => {
    render(<Harness heard={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByLabelText('From')).toHaveValue('');
  });
});
