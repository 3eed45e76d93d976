import { fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import bookings from '../../../public/locales/en/bookings.json';
import common from '../../../public/locales/en/common.json';
import { db } from '../../../src/db/db';
import { ReceptionView } from '../../../src/features/reception/components/reception-view';
import { UNKNOWN_STATUS_COLOUR } from '../../../src/lib/booking-status';
import { makeBooking } from '../bookings/fixtures';

/** Today at hh:mm local time, as the server would send it. */
function todayAt(hours: number, minutes = 0): string {
  const at = new Date();
  at.setHours(hours, minutes, 0, 0);
  return at.toISOString();
}

function renderView() {
  return render(
    <MemoryRouter initialEntries={['/reception']}>
      <ReceptionView />
    </MemoryRouter>,
  );
}

describe('reception screen', () => {
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      resources: { en: { bookings, common } },
      ns: ['bookings', 'common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });
  beforeEach(async () => {
    await db.open();
  });
  afterEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });

  it('says so when there are no bookings today', async () => {
    await db.bookings.put(makeBooking(1, { scheduled_at: '2020-01-01T09:00:00.000Z' }));
    renderView();
    expect(await screen.findByText('No bookings today')).toBeInTheDocument();
    expect(screen.getByText('0 done · 0 waiting')).toBeInTheDocument();
  });

  it('shows a booking whose status the app does not know, without a step', async () => {
    await db.bookings.bulkPut([
      makeBooking(1, { scheduled_at: todayAt(23, 50), status: 'on_hold' }),
      makeBooking(2, {
        scheduled_at: todayAt(23, 55),
        status: 'confirmed',
        client: { first_name: 'Eva', last_name: 'Berg' },
      }),
    ]);
    renderView();
    const list = await screen.findByRole('list', { name: "Today's patients" });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const eva = within(list).getByRole('listitem', { name: 'Eva Berg' });
    expect(within(eva).getByRole('button', { name: 'Sample collected' })).toBeInTheDocument();
    const odd = rows.find((r) => r !== eva)!;
    // A neutral chip with the status as the server sent it.
    const chip = within(odd).getByText('on_hold').closest('[data-status]');
    expect(chip).toHaveAttribute('data-status', 'on_hold');
    expect(chip).toHaveStyle({ backgroundColor: UNKNOWN_STATUS_COLOUR.bg });
    expect(
      within(odd).queryByRole('button', { name: /Arrived|Sample collected|No-show/ }),
    ).toBeNull();
  });

  it('says who took which step, and its undo, in the live region; the focus stays on the button', async () => {
    await db.bookings.put(
      makeBooking(1, {
        scheduled_at: todayAt(23, 50),
        status: 'pending',
        client: { first_name: 'Anna', last_name: 'K.' },
      }),
    );
    renderView();
    const arrived = await screen.findByRole('button', { name: 'Arrived' });
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('');
    arrived.focus();
    fireEvent.click(arrived);
    expect(live).toHaveTextContent('Anna K. arrived');
    const undo = screen.getByRole('button', { name: 'Undo Confirmed' });
    expect(undo).toBe(arrived);
    expect(undo).toHaveFocus();
    fireEvent.click(undo);
    expect(live).toHaveTextContent('Undone: Anna K. arrived');
    expect(screen.getByRole('button', { name: 'Arrived' })).toHaveFocus();
  });
});
