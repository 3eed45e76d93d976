import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingHistory } from '../../../src/components/bookings/booking-history';
import { initBookingsI18n } from './test-i18n';

beforeAll(() => initBookingsI18n());

describe("a booking's history", () => {
  it('says who took each step, newest first, and leaves older entries without a name as they were', () => {
    render(
      <BookingHistory
        history={[
          { status: 'pending', at: new Date(2026, 10, 26, 18, 5).toISOString() },
          {
            status: 'sample_collected',
            at: new Date(2026, 10, 27, 10, 42).toISOString(),
            by: { id: 4, name: 'Anna K.' },
          },
        ]}
      />,
    );
    const [newest, oldest] = within(screen.getByRole('list', { name: 'Status history' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(newest).toBe('Sample collectedAnna K. · Friday, November 27th, 2026 at 10:42 AM');
    expect(oldest).toBe('PendingThursday, November 26th, 2026 at 6:05 PM');
  });
});
