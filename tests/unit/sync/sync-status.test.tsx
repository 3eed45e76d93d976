import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '../../../public/locales/de/sync.json';
import en from '../../../public/locales/en/sync.json';
import { db, type OutboxRow } from '../../../src/db/db';
import { SignOutDialog } from '../../../src/layouts/components/sign-out-dialog';
import { SyncStatus } from '../../../src/layouts/components/sync-status';
import { booking, setBookingStatus } from './changes';
import { resetDb } from './fake-server';
import { SnackbarHost } from '../../../src/components/snackbar';

const signOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../src/features/auth/api/sign-out', () => ({ signOut }));
const syncNow = vi.hoisted(() => vi.fn(async () => ({ result: {}, left: 1 })));
vi.mock('../../../src/sync/manage', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  syncNow,
}));

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { sync: en }, de: { sync: de } },
    ns: ['sync'],
    defaultNS: 'sync',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(async () => {
  await resetDb();
  await db.bookings.put(booking(1, 'pending'));
  signOut.mockClear();
  syncNow.mockClear();
});
afterEach(cleanup);

async function failRow(message: string): Promise<number> {
  const seq = await setBookingStatus(1, 'confirmed');
  const row = (await db.outbox.get(seq)) as OutboxRow;
  await db.transaction('rw', db.outbox, db.bookings, async () => {
    await db.bookings.put(booking(1, 'pending'));
    await db.outbox.put({ ...row, status: 'failed', lastError: message, lastStatus: 400 });
  });
  return seq;
}

describe('sync status', () => {
  it('counts waiting changes, lists a refused one with the server’s words and pops a snackbar', async () => {
    const user = userEvent.setup();
    await setBookingStatus(1, 'confirmed');
    render(
      <>
        <SyncStatus />
        <SnackbarHost />
      </>,
    );
    const button = await screen.findByRole('button', { name: /1 change waiting to be sent/ });
    expect(button).toHaveAttribute('data-pending', '1');

    await db.outbox.clear();
    await failRow('Cannot change status from cancelled to confirmed');
    expect(
      await screen.findByText(
        'Not saved: Booking status. Cannot change status from cancelled to confirmed',
      ),
    ).toBeInTheDocument();

    await user.click(button);
    const row = await screen.findByTestId('sync-failed-row');
    expect(row).toHaveTextContent('Cannot change status from cancelled to confirmed');
    await user.click(within(row).getByRole('button', { name: 'Discard: Booking status' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await db.bookings.get(1)).toMatchObject({ status: 'pending' });
  });

  it('says in its label what its badge shows: a refused change, then one waiting as well', async () => {
    await failRow('No');
    render(<SyncStatus />);
    const button = await screen.findByRole('button', { name: /change refused/ });
    expect(button).toHaveAccessibleName('Sync status: Online. 1 change refused by the server');
    expect(button).toHaveTextContent('1');
    expect(button).toHaveAttribute('data-failed', '1');

    await db.bookings.put(booking(2, 'pending'));
    await setBookingStatus(2, 'confirmed');
    await waitFor(() =>
      expect(button).toHaveAccessibleName(
        'Sync status: Online. 1 change refused by the server. 1 change waiting to be sent',
      ),
    );
  });

  it('puts a refused row back in line on Retry', async () => {
    const user = userEvent.setup();
    const seq = await failRow('No');
    render(
      <>
        <SyncStatus />
        <SnackbarHost />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: /Sync status/ }));
    await user.click(await screen.findByRole('button', { name: 'Retry: Booking status' }));
    await waitFor(async () => expect((await db.outbox.get(seq))?.status).not.toBe('failed'));
  });

  it('shows "last synced" in the active language', async () => {
    await db.meta.put({ key: 'lastSyncedAt', value: Date.now() - 5 * 60_000 });
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    render(
      <>
        <SyncStatus />
        <SnackbarHost />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: /Synchronisierung/ }));
    expect(await screen.findByText('Zuletzt synchronisiert vor 5 Minuten')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});

describe('sign-out with changes waiting', () => {
  it('Sync now keeps the vendor signed in while changes are left, and says so', async () => {
    const user = userEvent.setup();
    render(<SignOutDialog open waiting={2} onClose={() => undefined} />);
    expect(screen.getByText(/2 changes have not reached the server/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 change could not be sent');
    expect(syncNow).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('Sync now signs out once nothing is left; Discard signs out at once; Cancel does not', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    syncNow.mockResolvedValueOnce({ result: {}, left: 0 });
    render(<SignOutDialog open waiting={1} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(signOut).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Discard and log out' }));
    expect(signOut).toHaveBeenCalledTimes(2);
  });
});
