import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { DEVICE_LOCK_KEY, peekDeviceLock } from '../../../src/db/device-lock';
import { lockDevice, savePin } from '../../../src/features/lock/api/lock-actions';
import { LockGate } from '../../../src/features/lock/components/lock-gate';
import { initLockI18n } from './lock-i18n';

function renderGate(onWipe = vi.fn(async () => undefined), onSignOut = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/bookings?q=Dana']}>
      <LockGate
        labName="Demo Lab Diagnostics"
        ownerName="Lena"
        onWipe={onWipe}
        onSignOut={onSignOut}
      >
        <p>Dana Fischer, blood count, 9:00</p>
      </LockGate>
    </MemoryRouter>,
  );
  return { onWipe, onSignOut };
}

async function setFailedAttempts(count: number) {
  const row = await db.meta.get(DEVICE_LOCK_KEY);
  await db.meta.put({
    key: DEVICE_LOCK_KEY,
    value: { ...(row?.value as object), failedAttempts: count },
  });
}

describe('lock gate', () => {
  beforeAll(async () => {
    await initLockI18n();
    await db.open();
    await savePin('2580', 0);
  });
  afterAll(async () => {
    db.close();
    await db.delete();
  });

  it('shows the screens while unlocked', async () => {
    renderGate();
    expect(await screen.findByText('Dana Fischer, blood count, 9:00')).toBeVisible();
  });

  it('locked, renders the lab name and the PIN pad instead of the screens, under a neutral title', async () => {
    document.title = 'Bookings · LabDesk';
    await lockDevice('New activity in LabDesk');
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Demo Lab Diagnostics' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'PIN pad' })).toBeVisible();
    expect(document.body.textContent).not.toContain('Dana');
    expect(document.title).toBe('Locked · LabDesk');
    // Something else setting the title meanwhile (a language change) does not show it.
    document.title = 'Kalender · LabDesk';
    await waitFor(() => expect(document.title).toBe('Locked · LabDesk'));
  });

  it('takes digits, Backspace and Enter from the keyboard and unlocks with the right PIN', async () => {
    await lockDevice('x');
    renderGate();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'PIN pad' });
    await user.keyboard('25809');
    const said = () => screen.getAllByRole('status').map((region) => region.textContent);
    expect(said()).toContain('5 digits entered');
    await user.keyboard('{Backspace}');
    expect(said()).toContain('4 digits entered');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Dana Fischer, blood count, 9:00', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect((await peekDeviceLock())?.locked).toBe(false);
  });

  it('counts a wrong PIN typed on the pad and says how many tries are left', async () => {
    await lockDevice('x');
    renderGate();
    const user = userEvent.setup();
    for (const d of ['1', '2', '3', '4'])
      await user.click(await screen.findByRole('button', { name: d }));
    const unlock = screen.getByRole('button', { name: 'Unlock' });
    await user.click(unlock);
    const wrong = await screen.findByText('Wrong PIN. 4 attempts left.', {}, { timeout: 5000 });
    expect(wrong).toBeVisible();
    // Said by a live region; the pad keeps the focus (Unlock waits for digits, still focused).
    expect(wrong.closest('[role="status"]')).not.toBeNull();
    expect(unlock).toHaveFocus();
    expect(unlock).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText(/log out and delete/)).toBeNull();
  });

  it('warns before the last tries, with the changes a wipe would lose', async () => {
    await lockDevice('x');
    await setFailedAttempts(3);
    await db.outbox.bulkAdd([{}, {}].map(() => ({}) as never));
    renderGate();
    expect(await screen.findByText('Wrong PIN. 2 attempts left.')).toBeVisible();
    expect(
      await screen.findByText(
        /2 more wrong PINs log out and delete your lab's data from this device\. 2 changes have not reached the server yet/,
      ),
    ).toBeVisible();
    await db.outbox.clear();
  });

  it('runs the sign-out wipe at the fifth wrong PIN', async () => {
    await lockDevice('x');
    await setFailedAttempts(4);
    const { onWipe } = renderGate();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'PIN pad' });
    await user.keyboard('1357{Enter}');
    await waitFor(() => expect(onWipe).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong PINs');
    expect(screen.getByRole('button', { name: 'Unlock' })).toHaveAttribute('aria-disabled', 'true');
    await act(() => setFailedAttempts(0));
  });
});
