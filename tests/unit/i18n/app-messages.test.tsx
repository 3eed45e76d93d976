import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import bookingsDe from '../../../public/locales/de/bookings.json';
import commonDe from '../../../public/locales/de/common.json';
import bookingsEn from '../../../public/locales/en/bookings.json';
import commonEn from '../../../public/locales/en/common.json';
import notificationsDe from '../../../public/locales/de/notifications.json';
import { StatusActions } from '../../../src/components/bookings/status-actions';
import { db } from '../../../src/db/db';
import { markAllNotificationsRead } from '../../../src/features/notifications/api/mark-all-notifications-read';
import { updateOffer } from '../../../src/features/offers/api/offer-actions';
import { ReceptionView } from '../../../src/features/reception/components/reception-view';
import {
  ApiError,
  deleteMessage,
  ERROR_TEXT,
  generalMessage,
  ownMessage,
} from '../../../src/lib/errors';
import { i18n } from '../../../src/lib/i18n';
import { NotSignedInError, StorageFullError } from '../../../src/sync/outbox';
import { StatusChangeNotAllowedError } from '../../../src/sync/set-booking-status';
import { makeBooking } from '../bookings/fixtures';
import { resetDb } from '../sync/fake-server';

beforeAll(async () => {
  await i18n.init({
    lng: 'de',
    fallbackLng: 'en',
    resources: {
      en: { common: commonEn, bookings: bookingsEn },
      de: { common: commonDe, bookings: bookingsDe, notifications: notificationsDe },
    },
    ns: ['common', 'bookings', 'notifications'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => resetDb());
afterAll(() => i18n.changeLanguage('en'));

describe('the German interface', () => {
  it('words the failures the app writes itself in German', () => {
    expect(generalMessage(new NotSignedInError())).toBe('Nicht angemeldet');
    expect(generalMessage(new StorageFullError())).toMatch(/^Auf diesem Gerät ist kein Speicher/);
    expect(
      generalMessage(new ApiError('network', 'Request timed out', { key: 'errors.timeout' })),
    ).toBe('Zeitüberschreitung der Anfrage');
    expect(generalMessage(new StatusChangeNotAllowedError('cancelled', 'confirmed'))).toBe(
      'Der Status kann nicht von Storniert zu Bestätigt geändert werden',
    );
    // A status this app does not know keeps its raw text.
    expect(generalMessage(new StatusChangeNotAllowedError('on_hold', 'confirmed'))).toBe(
      'Der Status kann nicht von on_hold zu Bestätigt geändert werden',
    );
  });

  it('keeps the texts of SPEC 8 in English, word for word', async () => {
    expect(generalMessage(new ApiError('http', 'Internal Server Error', { status: 500 }))).toBe(
      ERROR_TEXT.general,
    );
    expect(
      deleteMessage(new ApiError('http', 'Bad', { status: 400 }), ERROR_TEXT.deleteOffer),
    ).toBe('Failed to delete offer');
    expect(await markAllNotificationsRead()).toEqual({
      severity: 'info',
      text: 'No new notifications to mark as read',
    });
    // The server's own words are the server's.
    expect(
      generalMessage(new ApiError('http', 'x', { status: 400, body: { message: 'Not allowed.' } })),
    ).toBe('Not allowed.');
  });

  it('shows a status change the mirror no longer allows in German', async () => {
    const shown = makeBooking(3, { status: 'pending' });
    // Meanwhile the booking was cancelled: the screen still offers "Bestätigen".
    await db.bookings.put({ ...shown, status: 'cancelled' });
    render(<StatusActions booking={shown} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Status kann nicht von Storniert zu Bestätigt geändert werden',
    );
  });

  it('says "not signed in" in German when a change cannot be stored without a session', async () => {
    await db.session.clear();
    const shown = makeBooking(4, { status: 'pending' });
    await db.bookings.put(shown);
    render(<StatusActions booking={shown} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Nicht angemeldet$/);
  });

  it('says in German that a record edited here has gone from the device', async () => {
    const edit = updateOffer(999, {
      title: 'Vitamin D',
      description: '',
      tests: [],
      price: 30,
      discounted_price: null,
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
    });
    await expect(edit).rejects.toThrow();
    expect(ownMessage(await edit.catch((err: unknown) => err))).toBe(
      'Dieser Eintrag ist nicht mehr auf diesem Gerät, vielleicht wurde er anderswo gelöscht. ' +
        'Schließen und erneut versuchen.',
    );
  });

  it('words a step the counter could not queue in German', async () => {
    const at = new Date();
    at.setHours(23, 50, 0, 0);
    const booking = makeBooking(5, {
      status: 'pending',
      scheduled_at: at.toISOString(),
      client: { first_name: 'Eva', last_name: 'Berg' },
    });
    await db.bookings.put(booking);
    render(
      <MemoryRouter initialEntries={['/reception']}>
        <ReceptionView />
      </MemoryRouter>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Angekommen' }));
    // Another device cancelled the booking while the step was held for its undo time.
    await db.bookings.put({ ...booking, status: 'cancelled' });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Eva Berg: Der Status kann nicht von Storniert zu Bestätigt geändert werden',
    );
  });
});
