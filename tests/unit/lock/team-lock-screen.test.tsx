import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { DEVICE_LOCK_KEY, peekDeviceLock, type DeviceLock } from '../../../src/db/device-lock';
import { lockDevice } from '../../../src/features/lock/api/lock-actions';
import { turnOnTeam } from '../../../src/features/lock/api/team-sign-in';
import { LockGate } from '../../../src/features/lock/components/lock-gate';
import { fakeServer, json, resetDb, VENDOR } from '../sync/fake-server';
import { initLockI18n } from './lock-i18n';

function renderGate() {
  render(
    <MemoryRouter>
      <LockGate
        labName="Demo Lab Diagnostics"
        ownerName="Lena"
        onWipe={vi.fn()}
        onSignOut={vi.fn()}
      >
        <p>Bookings of today</p>
      </LockGate>
    </MemoryRouter>,
  );
}

async function setPersonAttempts(id: number, failedAttempts: number) {
  const row = (await db.meta.get(DEVICE_LOCK_KEY))?.value as DeviceLock;
  const team = row.team!;
  const people = { ...team.people, [id]: { ...team.people[id], failedAttempts } };
  await db.meta.put({ key: DEVICE_LOCK_KEY, value: { ...row, team: { ...team, people } } });
}

// Sealing and opening are slow on purpose (600,000 PBKDF2 rounds), slower still beside other tests.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

describe('the lock screen in team sign-in', () => {
  beforeAll(async () => {
    await initLockI18n();
  });
  beforeEach(async () => {
    await db.open();
    await resetDb({
      ...VENDOR,
      vendor: { ...VENDOR.vendor!, first_name: 'Lena', last_name: 'Vogt' },
    });
    await db.teamMembers.bulkPut([
      { id: 12, first_name: 'Anna', last_name: 'Kurz', email: 'a@x', pin_set: true },
      { id: 14, first_name: 'Carl', last_name: 'Ohne', email: 'c@x', pin_set: false },
    ]);
    fakeServer((req) =>
      req.path === '/staff/counter/'
        ? json(200, { data: { token: 'owner-staff' } })
        : json(200, { data: { token: 'staff-anna' } }),
    );
    await turnOnTeam('2580', 0);
    await lockDevice('x');
  });
  afterEach(() => vi.unstubAllGlobals());
  afterAll(async () => {
    db.close();
    await db.delete();
  });

  it('lists the owner and the members with a PIN, then unlocks the one tapped with their PIN', async () => {
    renderGate();
    const list = await screen.findByRole('list', { name: 'Who is unlocking?' });
    expect(list).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lena, Owner' })).toHaveFocus();
    expect(screen.queryByText('Carl O.')).toBeNull();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anna K.' }));
    expect(screen.getByText('Anna K., enter your PIN.')).toBeVisible();
    // The tapped button is gone: the focus is on whose PIN is asked, not lost to the page.
    expect(screen.getByText('Anna K., enter your PIN.')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: 'Anna K.' }));
    await user.keyboard('4711{Enter}');

    expect(await screen.findByText('Bookings of today', {}, { timeout: 15_000 })).toBeVisible();
    expect((await peekDeviceLock())?.team?.person).toMatchObject({ memberId: 12, name: 'Anna K.' });
  });

  it('shows a person locked out on the list and keeps their pad off', async () => {
    await setPersonAttempts(12, 5);
    renderGate();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Anna K., Locked out on this device' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Anna K. is locked out on this device');
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says that the first unlock needs the network when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderGate();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anna K.' }));
    await user.keyboard('4711{Enter}');
    expect(await screen.findByText(/first unlock on this tablet needs the network/)).toBeVisible();
    vi.restoreAllMocks();
  });

  it('locks again when the unlocked member is removed from the mirror', async () => {
    renderGate();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anna K.' }));
    await user.keyboard('4711{Enter}');
    await screen.findByText('Bookings of today', {}, { timeout: 15_000 });

    await act(() => db.teamMembers.delete(12));

    expect(await screen.findByRole('list', { name: 'Who is unlocking?' })).toBeVisible();
    await waitFor(async () => expect((await peekDeviceLock())?.locked).toBe(true));
    expect(screen.queryByText('Bookings of today')).toBeNull();
  });
});
