import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDetailDrawer } from '../../../src/components/bookings/booking-detail-drawer';
import { db } from '../../../src/db/db';
import { runSignOutHooks } from '../../../src/lib/sign-out-hooks';
import { askFirstPageAhead } from '../../../src/sync/first-page-ahead';
import { fakeServer, json, resetDb, VENDOR } from '../sync/fake-server';
import { initBookingsI18n } from './test-i18n';
import { makeBooking } from './fixtures';

const queued = vi.hoisted(() => ({ next: (): Promise<void> => new Promise(() => undefined) }));
vi.mock('../../../src/sync/set-booking-status', () => ({
  setBookingStatus: () => queued.next(),
}));

beforeAll(() => initBookingsI18n());
beforeEach(() => resetDb());

async function openPending() {
  await db.bookings.put(makeBooking(1, { status: 'pending' }));
  render(<BookingDetailDrawer bookingId={1} onClose={() => undefined} />);
  const drawer = await screen.findByRole('dialog', { name: 'Anna Schmidt' });
  const chip = () => drawer.querySelector('.MuiStack-root > [data-status]');
  expect(chip()?.getAttribute('data-status')).toBe('pending');
  return { drawer, chip };
}

describe("the drawer's status after a tap", () => {
  it('shows the status tapped at once, before the mirror has it, then the mirror’s', async () => {
    const { drawer, chip } = await openPending();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Confirm' }));
    expect(chip()?.getAttribute('data-status')).toBe('confirmed');
    expect(await db.bookings.get(1)).toMatchObject({ status: 'pending' });

    // The mirror moves on (here past the tap, as another device did): the mirror wins.
    await db.bookings.put(makeBooking(1, { status: 'sample_collected' }));
    await vi.waitFor(() => expect(chip()?.getAttribute('data-status')).toBe('sample_collected'));
  });

  it('goes back to the stored status when the change cannot be queued', async () => {
    queued.next = () => Promise.reject(new Error('storage full'));
    const { drawer, chip } = await openPending();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Confirm' }));
    expect(await within(drawer).findByRole('alert')).toBeVisible();
    expect(chip()?.getAttribute('data-status')).toBe('pending');
  });
});

describe('a booking opened before it is stored', () => {
  it("waits for one of a first sign-in's first page, and says so of any other", async () => {
    fakeServer(() =>
      json(200, {
        data: {
          cursor: 'p1',
          more: true,
          changes: [{ type: 'bookings', id: 2, record: makeBooking(2) }],
        },
      }),
    );
    askFirstPageAhead(VENDOR.token);
    try {
      const { unmount } = render(<BookingDetailDrawer bookingId={99} onClose={() => undefined} />);
      expect(await screen.findByText('This booking is not on this device.')).toBeVisible();
      unmount();

      render(<BookingDetailDrawer bookingId={2} onClose={() => undefined} />);
      expect(await screen.findByRole('progressbar')).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByText('This booking is not on this device.')).toBeNull();
      // The walk writes it: the drawer shows it.
      await db.bookings.put(makeBooking(2));
      expect(await screen.findByRole('dialog', { name: 'Anna Schmidt' })).toBeVisible();
    } finally {
      await runSignOutHooks(undefined);
      vi.unstubAllGlobals();
    }
  });
});
