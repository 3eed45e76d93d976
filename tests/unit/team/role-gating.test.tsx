import { cleanup, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import bookings from '../../../public/locales/en/bookings.json';
import catalogue from '../../../public/locales/en/catalogue.json';
import common from '../../../public/locales/en/common.json';
import { StatusActions } from '../../../src/components/bookings/status-actions';
import { TotalsCard } from '../../../src/features/dashboard/components/totals-card';
import { OffersView } from '../../../src/features/offers/components/offers-view';
import { ReceptionView } from '../../../src/features/reception/components/reception-view';
import { db } from '../../../src/db/db';
import { NavContent } from '../../../src/layouts/dashboard/nav-content';
import { RightGate } from '../../../src/layouts/dashboard/right-gate';
import type * as Pull from '../../../src/sync/pull';
import { makeBooking } from '../bookings/fixtures';
import { resetDb } from '../sync/fake-server';
import { ANNA, changeRole, unlockAs } from './acting';

vi.mock('../../../src/sync/pull', async (importOriginal) => ({
  ...(await importOriginal<typeof Pull>()),
  refresh: vi.fn(async () => undefined),
}));

const confirmed = makeBooking(5, { status: 'confirmed' });

function renderScreens(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavContent />
      <TotalsCard bookings={12} revenue={1480} clients={9} />
      <StatusActions booking={confirmed} />
      <OffersView />
      <RightGate>
        <p>The screen itself</p>
      </RightGate>
    </MemoryRouter>,
  );
}

const totals = () => screen.getByRole('region', { name: 'Totals' });
const steps = () =>
  within(screen.getByRole('group', { name: 'Change status' }))
    .getAllByRole('button')
    .map((b) => b.textContent);
const navEntries = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('what a role is shown', () => {
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      resources: { en: { bookings, catalogue, common } },
      ns: ['common', 'bookings', 'catalogue'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });
  beforeEach(() => resetDb());
  afterEach(cleanup);

  it('shows the owner everything: revenue, every step, the offer button, every screen', async () => {
    renderScreens('/offers');
    expect(await screen.findByRole('button', { name: 'New offer' })).toBeVisible();
    expect(within(totals()).getByRole('group', { name: 'Revenue' })).toHaveTextContent('1,480');
    expect(steps()).toEqual(['Sample collected', 'Cancel booking', 'Mark no-show']);
    expect(navEntries()).toEqual(expect.arrayContaining(['Offers', 'Services', 'Team']));
    expect(screen.getByText('The screen itself')).toBeVisible();
  });

  it('shows a receptionist no revenue, no offer button, only her steps and screens', async () => {
    await unlockAs(ANNA);
    renderScreens('/offers');
    // The lock row is read as it changes: her steps once it says she is unlocked.
    await vi.waitFor(() => expect(steps()).toEqual(['Cancel booking', 'Mark no-show']));
    expect(within(totals()).queryByRole('group', { name: 'Revenue' })).toBeNull();
    expect(totals()).not.toHaveTextContent('1,480');
    // The card keeps its other figures: no empty card.
    expect(within(totals()).getByRole('group', { name: 'Bookings' })).toHaveTextContent('12');
    expect(await screen.findByText('No offers yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New offer' })).toBeNull();
    expect(navEntries()).not.toContain('Offers');
    expect(navEntries()).not.toContain('Services');
    expect(navEntries()).toEqual(expect.arrayContaining(['Dashboard', 'Reception', 'Team']));
    // The route she may not open says so, with the way back, instead of the screen.
    expect(screen.getByText('Your role cannot open this screen')).toBeVisible();
    expect(
      screen.getByText(
        'Who can open it: Owner, Admin, and Manager. Ask one of them if you need it.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByText('The screen itself')).toBeNull();
  });

  it('lets a receptionist open the screens that need no right', async () => {
    await unlockAs(ANNA);
    renderScreens('/reception');
    await vi.waitFor(() => expect(steps()).toEqual(['Cancel booking', 'Mark no-show']));
    expect(screen.getByText('The screen itself')).toBeVisible();
  });

  it('follows a role changed in the mirror: a technician, then a manager', async () => {
    await unlockAs({ ...ANNA, role: 3 });
    renderScreens('/offers');
    await vi.waitFor(() => expect(steps()).toEqual(['Sample collected']));
    expect(within(totals()).queryByRole('group', { name: 'Revenue' })).toBeNull();

    await changeRole(ANNA.id, 2);
    expect(await within(totals()).findByRole('group', { name: 'Revenue' })).toBeVisible();
    expect(steps()).toEqual(['Sample collected', 'Cancel booking', 'Mark no-show']);
    expect(screen.getByRole('button', { name: 'New offer' })).toBeVisible();
    expect(navEntries()).toContain('Offers');
    expect(screen.getByText('The screen itself')).toBeVisible();
  });

  it('gives a member with no role no steps at all, and no empty group of them', async () => {
    await unlockAs({ ...ANNA, role: null });
    renderScreens('/');
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeVisible();
    await vi.waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Change status' })).toBeNull(),
    );
    expect(screen.queryByRole('group', { name: 'Revenue' })).toBeNull();
  });

  it("gives the counter's rows only the steps of the role: arrivals for a receptionist", async () => {
    const at = new Date();
    at.setHours(23, 50, 0, 0);
    await db.bookings.bulkPut([
      makeBooking(1, { scheduled_at: at.toISOString(), status: 'pending' }),
      makeBooking(2, {
        scheduled_at: at.toISOString(),
        status: 'confirmed',
        client: { first_name: 'Eva', last_name: 'Berg' },
      }),
    ]);
    await unlockAs(ANNA);
    render(
      <MemoryRouter initialEntries={['/reception']}>
        <ReceptionView />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: "Today's patients" });
    const eva = within(list).getByRole('listitem', { name: 'Eva Berg' });
    await vi.waitFor(() =>
      expect(within(eva).queryByRole('button', { name: 'Sample collected' })).toBeNull(),
    );
    expect(within(eva).getByRole('button', { name: 'No-show' })).toBeVisible();
    const anna = within(list).getByRole('listitem', { name: 'Anna Schmidt' });
    expect(within(anna).getByRole('button', { name: 'Arrived' })).toBeVisible();

    // A technician the other way round: the sample, not the arrival or the no-show.
    await changeRole(ANNA.id, 3);
    await vi.waitFor(() =>
      expect(within(eva).getByRole('button', { name: 'Sample collected' })).toBeVisible(),
    );
    expect(within(eva).queryByRole('button', { name: 'No-show' })).toBeNull();
    expect(within(anna).queryByRole('button', { name: 'Arrived' })).toBeNull();
  });
});
