import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enUS } from 'date-fns/locale/en-US';
import i18n from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import de from '../../../public/locales/de/bookings.json';
import en from '../../../public/locales/en/bookings.json';
import { BookingsFirstPage } from '../../../src/features/bookings/components/bookings-first-page';
import { formatShortDateTime } from '../../../src/lib/booking-format';
import { makeBooking } from './fixtures';

const rows = [
  makeBooking(7, {
    scheduled_at: '2026-03-10T09:00:00.000Z',
    client: { first_name: 'Anna', last_name: 'Schmidt' },
    tests: [
      { id: 1, name: 'Blood count', price: 20 },
      { id: 2, name: 'Ferritin', price: 15.5 },
    ],
    price: 35.5,
    status: 'confirmed',
    notes: 'Fasting',
  }),
  makeBooking(8, { client: { first_name: 'Ben', last_name: 'Wolf' }, status: 'pending' }),
];

describe('plain first page of the bookings table', () => {
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { bookings: en }, de: { bookings: de } },
      ns: ['bookings'],
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });

  it("shows each booking under the grid's column headers in the vendor's language", () => {
    render(<BookingsFirstPage rows={rows} onOpen={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date and time', 'Client', 'Tests', 'Status', 'Price', 'Notes']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe(formatShortDateTime('2026-03-10T09:00:00.000Z', enUS));
    expect(cells.slice(1)).toEqual([
      'Anna Schmidt',
      'Blood count, Ferritin',
      'Confirmed',
      '€35.50',
      'Fasting',
    ]);
    expect(within(second!).getByText('Pending')).toHaveAttribute('data-status', 'pending');
  });

  it('opens a booking on a tap anywhere on its row and from the keyboard', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<BookingsFirstPage rows={rows} onOpen={onOpen} />);

    await user.click(screen.getByText('Blood count, Ferritin'));
    expect(onOpen).toHaveBeenLastCalledWith(7);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Open booking #7 of Anna Schmidt' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(8);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('speaks German when the vendor does', async () => {
    await i18n.changeLanguage('de');
    render(<BookingsFirstPage rows={rows.slice(0, 1)} onOpen={() => undefined} />);
    expect(screen.getByRole('columnheader', { name: 'Kunde' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Buchung #7 von Anna Schmidt öffnen' }),
    ).toBeVisible();
    expect(screen.getByText('Bestätigt')).toBeVisible();
    await i18n.changeLanguage('en');
  });
});
