import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDetailDrawer } from '../../../src/components/bookings/booking-detail-drawer';
import { db } from '../../../src/db/db';
import { bookingsCsv } from '../../../src/features/bookings/lib/booking-csv';
import { bookingMatcher, NO_FILTERS } from '../../../src/features/bookings/lib/filters';
import { toEvents } from '../../../src/features/bookings/lib/calendar-events';
import { StatusCounts } from '../../../src/features/dashboard/components/status-counts';
import { fromDashboard, loadSummary } from '../../../src/features/dashboard/lib/summarize';
import {
  canChangeStatus,
  nextStatuses,
  statusColour,
  statusName,
  UNKNOWN_STATUS_COLOUR,
} from '../../../src/lib/booking-status';
import { refresh } from '../../../src/sync/pull';
import { fakeServer, json, resetDb } from '../sync/fake-server';
import { initBookingsI18n } from './test-i18n';
import { makeBooking } from './fixtures';

/** What another server might send: a status outside the contract's flow. */
const OTHER = 'on_hold';
const t = i18n.getFixedT('en', 'bookings');

beforeAll(() => initBookingsI18n());
beforeEach(() => resetDb());
afterEach(() => vi.unstubAllGlobals());

describe('a booking status this app does not know', () => {
  it('has no next statuses and the neutral colour', () => {
    expect(nextStatuses(OTHER)).toEqual([]);
    expect(canChangeStatus(OTHER, 'confirmed')).toBe(false);
    expect(statusColour(OTHER)).toEqual(UNKNOWN_STATUS_COLOUR);
    expect(statusName(OTHER, t)).toBe(OTHER);
    expect(statusName('no_show', t)).toBe('No-show');
  });

  it('reaches the mirror through the pull like any other booking', async () => {
    const record = makeBooking(1, { status: OTHER });
    fakeServer(() =>
      json(200, {
        data: { cursor: 'e1.1', more: false, changes: [{ type: 'bookings', id: 1, record }] },
      }),
    );
    await refresh('bookings');
    expect(await db.bookings.get(1)).toMatchObject({ status: OTHER });
  });

  it('shows in the drawer as a neutral chip with its raw text, and offers no status change', async () => {
    await db.bookings.put(
      makeBooking(1, {
        status: OTHER,
        history: [
          { status: 'pending', at: '2026-03-01T09:00:00.000Z' },
          { status: OTHER, at: '2026-03-02T09:00:00.000Z' },
        ],
      }),
    );
    render(<BookingDetailDrawer bookingId={1} onClose={() => undefined} />);
    const drawer = await screen.findByRole('dialog', { name: 'Anna Schmidt' });
    const chips = await within(drawer).findAllByText(OTHER);
    // The current status and its history entry.
    expect(chips).toHaveLength(2);
    expect(drawer.querySelector(`[data-status="${OTHER}"]`)).not.toBeNull();
    expect(within(drawer).getByText('Pending')).toBeVisible();
    expect(within(drawer).queryByRole('group', { name: 'Change status' })).toBeNull();
    expect(
      within(drawer)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Close booking']);
  });

  it('is counted on the dashboard, from the mirror and from GET /dashboard/, in a tile of its own', async () => {
    await db.bookings.bulkPut([
      makeBooking(1, { status: OTHER }),
      makeBooking(2, { status: OTHER }),
      makeBooking(3, { status: 'pending' }),
    ]);
    const summary = await loadSummary(new Date(2026, 2, 10, 12));
    expect(summary.counts).toMatchObject({ pending: 1, confirmed: 0, [OTHER]: 2 });
    expect(
      fromDashboard({
        generated_at: '',
        today: [],
        upcoming: [],
        awaiting_action: [],
        weekly: [],
        totals: { bookings: 3, revenue: 0, clients: 1 },
        counts_by_status: { pending: 1, [OTHER]: 2 },
      }).counts,
    ).toMatchObject({ pending: 1, confirmed: 0, [OTHER]: 2 });

    render(
      <MemoryRouter>
        <StatusCounts counts={summary.counts} />
      </MemoryRouter>,
    );
    const tile = screen.getByRole('link', { name: `2 ${OTHER}` });
    expect(tile).toHaveAttribute('href', `/bookings?status=${OTHER}&from=all`);
    expect(screen.getByRole('link', { name: '1 Pending' })).toBeVisible();
  });

  it('filters, exports and makes a calendar event as it is', () => {
    const other = makeBooking(1, { status: OTHER });
    const known = makeBooking(2, { status: 'pending' });
    const matches = bookingMatcher({ ...NO_FILTERS, status: OTHER });
    expect([other, known].filter(matches)).toEqual([other]);
    const csv = bookingsCsv([other], { header: (c) => c, status: (s) => statusName(s, t) });
    expect(csv.split('\r\n')[1]?.split(',')[3]).toBe(OTHER);
    expect(toEvents([other])[0]?.status).toBe(OTHER);
  });
});

describe('the dashboard without bookings of other statuses', () => {
  it('shows the seven tiles of the flow only', async () => {
    render(
      <MemoryRouter>
        <StatusCounts counts={(await loadSummary(new Date())).counts} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });
});
