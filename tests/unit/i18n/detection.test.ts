import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadFallbackLanguage, LOCALES_PATH } from '../../../src/lib/i18n';
import {
  detectLanguage as detectFrom,
  pageLanguage,
  readLanguageHints,
  type LanguageHintValues,
} from '../../../src/lib/language';

/** Detection from these values, each read when asked. */
function detectLanguage(values: LanguageHintValues): string {
  const { query, cookie, localStorage, sessionStorage, browser, htmlTag } = values;
  return detectFrom({
    query: () => query,
    cookie: () => cookie,
    localStorage: () => localStorage,
    sessionStorage: () => sessionStorage,
    browser: () => browser,
    htmlTag: () => htmlTag,
  });
}

const NONE: LanguageHintValues = {
  query: null,
  cookie: null,
  localStorage: null,
  sessionStorage: null,
  browser: [],
  htmlTag: null,
};

describe('language detection (SPEC 1)', () => {
  it('looks at query string, cookie, local storage, session storage, browser, html tag in order', () => {
    const all: LanguageHintValues = {
      query: 'de',
      cookie: 'en',
      localStorage: 'de',
      sessionStorage: 'en',
      browser: ['de-DE'],
      htmlTag: 'en',
    };
    expect(detectLanguage(all)).toBe('de');
    expect(detectLanguage({ ...all, query: null })).toBe('en');
    expect(detectLanguage({ ...all, query: null, cookie: null })).toBe('de');
    expect(detectLanguage({ ...NONE, sessionStorage: 'en', browser: ['de'] })).toBe('en');
    expect(detectLanguage({ ...NONE, browser: ['de-DE'], htmlTag: 'en' })).toBe('de-DE');
    expect(detectLanguage({ ...NONE, htmlTag: 'en' })).toBe('en');
    expect(LOCALES_PATH).toBe('/locales/{{lng}}/{{ns}}.json');
  });

  it('passes over unsupported languages and keeps the region in i18next casing', () => {
    expect(detectLanguage({ ...NONE, query: 'fr', browser: ['fr-FR', 'en-gb'] })).toBe('en-GB');
  });

  it('reads a hint only when none before it gave a supported language', () => {
    localStorage.setItem('i18nextLng', 'en');
    const sessionRead = vi.spyOn(window, 'sessionStorage', 'get');
    try {
      window.history.replaceState(null, '', '/');
      expect(detectFrom(readLanguageHints())).toBe('en');
      // A page's first read of a storage waits on the browser: a returning vendor's start skips it.
      expect(sessionRead).not.toHaveBeenCalled();
      document.cookie = 'i18next=de; path=/';
      expect(detectFrom(readLanguageHints())).toBe('de');
      localStorage.removeItem('i18nextLng');
      document.cookie = 'i18next=; path=/; max-age=0';
      sessionStorage.setItem('i18nextLng', 'en-GB');
      expect(detectFrom(readLanguageHints())).toBe('en-GB');
      expect(sessionRead).toHaveBeenCalled();
    } finally {
      sessionRead.mockRestore();
      sessionStorage.clear();
      localStorage.clear();
    }
  });

  it("gives index.html's scripts the page's language without its region", () => {
    sessionStorage.setItem('i18nextLng', 'en-GB');
    try {
      expect(pageLanguage()).toBe('en');
      sessionStorage.setItem('i18nextLng', 'de-AT');
      expect(pageLanguage()).toBe('de');
    } finally {
      sessionStorage.clear();
    }
  });

  it('falls back to German when no hint is supported', () => {
    expect(detectLanguage({ ...NONE, browser: ['fr-FR', 'fr'] })).toBe('de');
    expect(detectLanguage(NONE)).toBe('de');
  });

  describe('with the translation files served', () => {
    const requested: string[] = [];
    beforeEach(() => {
      localStorage.clear();
      requested.length = 0;
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          requested.push(String(url));
          const [, lng, ns] = /\/locales\/(\w+)\/(\w+)\.json/.exec(String(url)) ?? [];
          const body =
            ns === 'common'
              ? {
                  nav: { calendar: lng === 'de' ? 'Kalender' : 'Calendar' },
                  // A key one language lacks: the fallback's word shows.
                  ...(lng === 'de' ? { onlyGerman: 'Nur deutsch' } : {}),
                }
              : {};
          return new Response(JSON.stringify(body), { status: 200 });
        }),
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it('takes ?lng=de, loads German from /locales and stores the choice under i18nextLng', async () => {
      window.history.replaceState(null, '', '/?lng=de');
      await initI18n();
      expect(i18n.language).toBe('de');
      expect(i18n.t('nav.calendar')).toBe('Kalender');
      // On this origin in full: the backend's `new URL()` of a bare path throws (and catches) each time.
      expect(requested).toContain(`${location.origin}/locales/de/common.json`);
      expect(localStorage.getItem('i18nextLng')).toBe('de');
      expect(document.documentElement.lang).toBe('de');

      await i18n.changeLanguage('en');
      expect(i18n.t('nav.calendar')).toBe('Calendar');
      expect(localStorage.getItem('i18nextLng')).toBe('en');
      expect(document.documentElement.lang).toBe('en');
      // A regional choice is the language the interface resolves to.
      await i18n.changeLanguage('de-AT');
      expect(document.documentElement.lang).toBe('de');
    });

    it('leaves <html lang> untouched when the language it says stays', async () => {
      document.documentElement.lang = 'en';
      const writes: MutationRecord[] = [];
      const observer = new MutationObserver((records) => writes.push(...records));
      observer.observe(document.documentElement, { attributeFilter: ['lang'] });
      window.history.replaceState(null, '', '/?lng=en');
      await initI18n();
      await i18n.changeLanguage('en');
      // Each write, even of the same value, would restyle the whole page (the painted snapshot).
      expect(writes).toEqual([]);
      await i18n.changeLanguage('de');
      expect(writes).toHaveLength(1);
      expect(document.documentElement.lang).toBe('de');
      observer.disconnect();
    });

    it('loads the fallback language only when asked, with the namespaces loaded so far', async () => {
      window.history.replaceState(null, '', '/?lng=en');
      await initI18n();
      await i18n.loadNamespaces('bookings');
      expect(i18n.t('nav.calendar')).toBe('Calendar');
      expect(requested.filter((url) => url.includes('/locales/de/'))).toEqual([]);
      expect(i18n.t('onlyGerman')).toBe('onlyGerman');

      await loadFallbackLanguage();
      expect(requested).toContain(`${location.origin}/locales/de/common.json`);
      expect(requested).toContain(`${location.origin}/locales/de/bookings.json`);
      expect(i18n.t('onlyGerman')).toBe('Nur deutsch');
      expect(i18n.t('nav.calendar')).toBe('Calendar');
    });

    it("writes {{n, number}} in the language's digits, Intl's options still Intl's", async () => {
      window.history.replaceState(null, '', '/');
      await initI18n();
      const words = (lng: string, n: unknown, format = 'number') =>
        i18n.t('none.such', { lng, n, defaultValue: `{{n, ${format}}} bookings` });
      const Real = Intl.NumberFormat;
      const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
        ...args: ConstructorParameters<typeof Real>
      ) {
        return new Real(...args);
      });
      expect(words('en', 12345.6789)).toBe('12,345.679 bookings');
      expect(words('de', 12345.6789)).toBe('12.345,679 bookings');
      expect(words('en', '1000')).toBe('1,000 bookings');
      // No Intl.NumberFormat (its first costs a cold start about 300 ms on a phone's CPU).
      expect(made).not.toHaveBeenCalled();
      expect(words('de', 2.5, 'number(minimumFractionDigits: 2)')).toBe('2,50 bookings');
      expect(made).toHaveBeenCalledTimes(1);
      made.mockRestore();
    });
  });
});
