import { act, render, screen } from '@testing-library/react';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTranslation } from '../../../src/lib/use-translation';

const FILES: Record<string, Record<string, Record<string, string>>> = {
  en: { common: { hello: 'Hello' }, bookings: { title: 'Bookings', count: '{{count}} bookings' } },
  de: {
    common: { hello: 'Hallo' },
    bookings: { title: 'Buchungen', count: '{{count}} Buchungen' },
  },
};

/** A backend whose files arrive when the test says so. */
const waiting: (() => void)[] = [];
let held = false;
const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng: string, ns: string, callback: ReadCallback) {
    const send = () => callback(null, FILES[lng]?.[ns] ?? {});
    if (held) waiting.push(send);
    else send();
  },
};
/** Sends the files asked for so far, once i18next has asked for one. */
async function deliver(): Promise<void> {
  await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
  await act(() => waiting.splice(0).forEach((send) => send()));
}

beforeAll(async () => {
  await i18n.use(backend).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
  });
  held = true;
});

function Title() {
  const { t } = useTranslation('bookings');
  return (
    <h1>
      {t('title')} · {t('count', { count: 3 })} · {t('common:hello')}
    </h1>
  );
}

function Greeting() {
  const { t, i18n: instance } = useTranslation();
  return (
    <p>
      {t('hello')} ({instance.language})
    </p>
  );
}

describe('useTranslation', () => {
  it("suspends until its namespace's file is in, then shows its words", async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await deliver();
    expect(await screen.findByRole('heading')).toHaveProperty(
      'textContent',
      'Bookings · 3 bookings · Hello',
    );
  });

  it('draws every component again in the new language when it changes', async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title />
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('Hello (en)')).toBeTruthy();
    const changed = i18n.changeLanguage('de');
    await deliver();
    await act(async () => {
      await changed;
    });
    expect(screen.getByRole('heading').textContent).toBe('Buchungen · 3 Buchungen · Hallo');
    expect(screen.getByText('Hallo (de)')).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByText('Hello (en)')).toBeTruthy();
  });
});
