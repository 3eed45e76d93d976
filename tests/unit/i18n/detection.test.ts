import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectionOptions, i18n, initI18n, LOCALES_PATH } from '../../../src/lib/i18n';

describe('language detection (SPEC 1)', () => {
  it('looks at query string, cookie, local storage, session storage, browser, html tag in order', () => {
    expect(detectionOptions.order).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
    expect(detectionOptions.lookupLocalStorage).toBe('i18nextLng');
    expect(LOCALES_PATH).toBe('/locales/{{lng}}/{{ns}}.json');
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
            ns === 'common' ? { nav: { calendar: lng === 'de' ? 'Kalender' : 'Calendar' } } : {};
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
      expect(requested).toContain('/locales/de/common.json');
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
  });
});
