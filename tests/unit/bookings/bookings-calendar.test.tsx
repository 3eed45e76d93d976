import { render, screen, waitFor } from '@testing-library/react';
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
});
