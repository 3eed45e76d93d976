import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '../../../public/locales/de/catalogue.json';
import en from '../../../public/locales/en/catalogue.json';
import commonDe from '../../../public/locales/de/common.json';
import common from '../../../public/locales/en/common.json';
import { db } from '../../../src/db/db';
import { OffersView } from '../../../src/features/offers/components/offers-view';
import type * as Pull from '../../../src/sync/pull';
import { replay } from '../../../src/sync/replay';
import { createOffer, offer } from '../sync/changes';
import { fakeServer, json, resetDb } from '../sync/fake-server';
import { SnackbarHost } from '../../../src/components/snackbar';

const refresh = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../src/sync/pull', async (importOriginal) => ({
  ...(await importOriginal<typeof Pull>()),
  refresh,
}));

function renderView() {
  return render(
    <>
      <OffersView />
      <SnackbarHost />
    </>,
  );
}

describe('offers screen', () => {
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      resources: { en: { catalogue: en, common }, de: { catalogue: de, common: commonDe } },
      ns: ['catalogue', 'common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });
  beforeEach(async () => {
    await resetDb();
    await i18n.changeLanguage('en');
    refresh.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('pulls offers and test types on open and says when there are none', async () => {
    renderView();
    expect(await screen.findByText('No offers yet')).toBeVisible();
    expect(refresh).toHaveBeenCalledWith('offers');
    expect(refresh).toHaveBeenCalledWith('lookups');
  });

  it('shows the last pull error when nothing is known yet', async () => {
    // With the change feed, its one pull's state is every screen's.
    await db.meta.put({
      key: 'pull:feed',
      value: { loading: false, error: 'Server unavailable', at: null },
    });
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server unavailable');
  });

  it("shows each offer's days in the language, with one day formatter for all the cards", async () => {
    const Real = Intl.DateTimeFormat;
    const made: (string | string[] | undefined)[] = [];
    class Counted extends Real {
      constructor(language?: string | string[], options?: Intl.DateTimeFormatOptions) {
        super(language, options);
        if (options?.dateStyle === 'medium') made.push(language);
      }
    }
    Intl.DateTimeFormat = Counted as typeof Intl.DateTimeFormat;
    try {
      await db.offers.bulkPut([
        { ...offer(1, 'Iron check'), valid_from: '2026-01-01', valid_to: '2026-02-01' },
        { ...offer(2, 'Vitamin D'), valid_from: '2026-03-05', valid_to: '2026-04-30' },
      ]);
      renderView();
      expect(await screen.findByText('Valid Jan 1, 2026 to Feb 1, 2026')).toBeVisible();
      expect(screen.getByText('Valid Mar 5, 2026 to Apr 30, 2026')).toBeVisible();
      await i18n.changeLanguage('de');
      expect(await screen.findByText('Gültig vom 01.01.2026 bis 01.02.2026')).toBeVisible();
      // Two cards, rendered more than once, in two languages: never a second one of a language.
      expect(made.filter((language) => language === 'en').length).toBeLessThanOrEqual(1);
      expect(made.filter((language) => language === 'de')).toEqual(['de']);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });

  it('asks before deleting and removes the offer only when confirmed', async () => {
    await db.offers.put({
      id: 4,
      title: 'Heart health',
      price: 34,
      discounted_price: 29,
      valid_from: '2026-01-01',
      valid_to: '2026-02-01',
      tests: ['LIPID'],
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Delete offer Heart health' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete the offer “Heart health”?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await db.offers.get(4)).toBeDefined();
    await user.click(await screen.findByRole('button', { name: 'Delete offer Heart health' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(async () => expect(await db.offers.get(4)).toBeUndefined());
    expect(await db.outbox.toArray()).toMatchObject([{ method: 'DELETE', path: '/offers/4/' }]);
  }, 15_000);

  it('keeps an offer made here, and the focus in its card, when the server gives it its id', async () => {
    await createOffer('Made here');
    renderView();
    const edit = await screen.findByRole('button', { name: 'Edit offer Made here' });
    edit.focus();
    fakeServer(() => json(201, { data: offer(55, 'Made here') }));

    await replay();

    await vi.waitFor(async () => expect(await db.offers.get(55)).toBeDefined());
    await vi.waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());
    // The same button, still in the page and still focused: the card was not made anew.
    expect(screen.getByRole('button', { name: 'Edit offer Made here' })).toBe(edit);
    expect(edit).toHaveFocus();
  });

  it('shows a German message next to the end date and keeps the typed title', async () => {
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Neues Angebot' }));
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Herbst');
    await user.type(screen.getByRole('textbox', { name: 'Preis' }), '40');
    fireEvent.change(screen.getByLabelText(/Gültig ab/), { target: { value: '2026-05-02' } });
    fireEvent.change(screen.getByLabelText(/Gültig bis/), { target: { value: '2026-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByLabelText(/Gültig bis/)).toHaveAccessibleDescription(
      'Das Enddatum darf nicht vor dem Startdatum liegen.',
    );
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Herbst');
    expect(await db.outbox.count()).toBe(0);
  }, 15_000);
});
