import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BookingsCalendar } from '../../../src/features/bookings/components/bookings-calendar';
import type { CalendarViewName } from '../../../src/features/bookings/hooks/use-calendar-place';
import { makeBooking } from './fixtures';
import { initBookingsI18n } from './test-i18n';

beforeAll(() => initBookingsI18n());

const VIEWS: CalendarViewName[] = ['month', 'week', 'day', 'agenda'];
const GRID_ROLES = '[role=table],[role=rowgroup],[role=row],[role=cell],[role=columnheader]';
const day = new Date(2026, 2, 10);
const booking = makeBooking(7, {
  status: 'confirmed',
  scheduled_at: new Date(2026, 2, 10, 9, 0).toISOString(),
});

function renderCalendar(view: CalendarViewName, date = day) {
  const onOpen = vi.fn();
  const props = { bookings: [booking], views: VIEWS, view, onNavigate: vi.fn(), onOpen };
  const result = render(<BookingsCalendar {...props} date={date} />);
  const rerender = (next: Date) => result.rerender(<BookingsCalendar {...props} date={next} />);
  return { ...result, onOpen, rerender };
}

describe('the calendar for assistive technology', () => {
  it.each(VIEWS)('claims no table it cannot honour in the %s view', async (view) => {
    const { container } = renderCalendar(view);
    expect(screen.getAllByText(/Anna Schmidt/).length).toBeGreaterThan(0);
    await waitFor(() => expect(container.querySelectorAll(GRID_ROLES)).toHaveLength(0));
  });

  it("takes the roles off the next month's rows too", async () => {
    const { container, rerender } = renderCalendar('month');
    rerender(new Date(2026, 3, 10));
    await waitFor(() => expect(container.querySelector('.rbc-month-row')).not.toBeNull());
    await waitFor(() => expect(container.querySelectorAll(GRID_ROLES)).toHaveLength(0));
  });

  it('names a booking by its day, time, client, tests and status in every view', () => {
    const names = {
      month: 'Tuesday, March 10th, 2026, 9:00 AM: Anna Schmidt · Blood count, Confirmed',
      week: 'Tuesday, March 10th, 2026, 9:00 AM – 10:00 AM: Anna Schmidt · Blood count, Confirmed',
      day: 'Tuesday, March 10th, 2026, 9:00 AM – 10:00 AM: Anna Schmidt · Blood count, Confirmed',
      agenda: 'Tuesday, March 10th, 2026, 9:00 AM: Anna Schmidt · Blood count, Confirmed',
    };
    for (const view of VIEWS) {
      const { unmount } = renderCalendar(view);
      expect(screen.getByRole('button', { name: names[view] }), view).toBeInTheDocument();
      unmount();
    }
  });

  it.each(['month', 'week', 'day'] as const)(
    'opens a booking of the %s view with Enter or Space, not with other keys',
    (view) => {
      const { onOpen, unmount } = renderCalendar(view);
      const event = screen.getByRole('button', { name: /Anna Schmidt/ });
      expect(event).toHaveAttribute('tabindex', '0');
      fireEvent.keyDown(event, { key: 'a' });
      fireEvent.keyDown(event, { key: 'Tab' });
      expect(onOpen).not.toHaveBeenCalled();
      fireEvent.keyDown(event, { key: 'Enter' });
      fireEvent.keyDown(event, { key: ' ' });
      expect(onOpen.mock.calls).toEqual([[7], [7]]);
      unmount();
    },
  );
});

describe("the calendar's toolbar", () => {
  it('marks the view shown as a pressed button, the others not', () => {
    renderCalendar('week');
    expect(screen.getByRole('button', { name: 'Week', pressed: true })).toBeInTheDocument();
    for (const other of ['Month', 'Day', 'Agenda']) {
      expect(screen.getByRole('button', { name: other, pressed: false })).toBeInTheDocument();
    }
  });

  it('says the new period when Next moves it, through a polite live region', () => {
    const { container, rerender } = renderCalendar('month');
    const label = container.querySelector('.rbc-toolbar-label');
    expect(label).toHaveAttribute('aria-live', 'polite');
    expect(label).toHaveTextContent('March 2026');
    rerender(new Date(2026, 3, 10));
    expect(container.querySelector('.rbc-toolbar-label')).toHaveTextContent('April 2026');
  });
});
