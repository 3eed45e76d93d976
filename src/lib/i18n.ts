import i18n, { type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { setErrorTranslator } from './errors';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from '../config/constants';
import { detectLanguage, readLanguageHints } from './language';
import { formatNumber, numberOptions } from './number-format';

const SPEC_DETECTOR = 'spec1';

/** SPEC 1: the language of language.ts, stored under i18nextLng; the translations' file path. */
const detectionOptions = {
  order: [SPEC_DETECTOR],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
};

export const LOCALES_PATH = '/locales/{{lng}}/{{ns}}.json';

/**
 * LOCALES_PATH on this origin. i18next-http-backend passes each file's address to `new URL()`
 * before it asks for it (to hide credentials in its messages); a path alone makes that throw and
 * catch an error, stack trace and all: about 2 ms of a phone's CPU for each of a start's 8 files.
 */
function absoluteLoadPath(): string {
  return typeof location === 'undefined' ? LOCALES_PATH : `${location.origin}${LOCALES_PATH}`;
}

/** What the app and the build's pre-render of the sign-in screen (src/prerender) share. */
export const sharedOptions = {
  fallbackLng: [FALLBACK_LANGUAGE, DEFAULT_LANGUAGE],
  supportedLngs: [...SUPPORTED_LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  defaultNS: 'common',
  // i18next's own separators, named: left unset, every `t` call first tests its key against a
  // regular expression for natural-language keys (none of ours is one: tests/unit/i18n).
  keySeparator: '.',
  nsSeparator: ':',
  interpolation: { escapeValue: false },
} satisfies InitOptions;

/**
 * `<html lang>` follows the interface's language (index.html says "en" until then): screen
 * readers pick their voice by it, and the browser its hyphenation and translation offer. Written
 * only when it changes: Chromium takes any write for a change of every element's `:lang()` and
 * styles the whole page again, the painted snapshot's at each start (a task of about 10 ms at the
 * phone's CPU before the first screen).
 */
function followLanguage(): void {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const root = typeof document === 'undefined' ? undefined : document.documentElement;
  if (lng && root && root.lang !== lng) root.lang = lng;
}

export function initI18n(): Promise<unknown> {
  i18n.off('languageChanged', followLanguage);
  i18n.on('languageChanged', followLanguage);
  const started = i18n
    .use(HttpBackend)
    .use(
      new LanguageDetector().addDetector({
        name: SPEC_DETECTOR,
        lookup: () => detectLanguage(readLanguageHints()),
      }),
    )
    .init({
      ...sharedOptions,
      // The other language only once the first screen is up: loadFallbackLanguage.
      fallbackLng: [],
      lng: undefined,
      // Each screen loads its own namespace when it first renders; common is needed everywhere.
      ns: ['common'],
      backend: { loadPath: absoluteLoadPath() },
      detection: detectionOptions,
    });
  // `{{count, number}}` without a first Intl.NumberFormat on the start's path (number-format.ts).
  i18n.services.formatter?.add('number', (value: unknown, lng, options) =>
    formatNumber(
      Number(value),
      lng ?? DEFAULT_LANGUAGE,
      numberOptions(options as Record<string, unknown>),
    ),
  );
  return started;
}

/**
 * SPEC 1's fallback (each language falls back on the other), switched on once the first screen is
 * up (main.tsx), with the files of the namespaces loaded so far. Every key of one language is in
 * the other (tests/unit/i18n/locales.test.ts), so no screen reads the fallback before; loaded at
 * the start, its files were half of a start's requests for words, each a round trip through the
 * worker on the page's busiest stretch (4 of the 8 files before the first row of /bookings).
 */
export function loadFallbackLanguage(): Promise<void> {
  // The language helpers read this options object, and drop what they cached when it changes.
  i18n.options.fallbackLng = sharedOptions.fallbackLng;
  return new Promise((resolve) => i18n.loadResources(() => resolve()));
}

// The app's own error messages (lib/errors AppError) in the interface's language; the English
// words until i18next has started, or where the common namespace lacks the key.
setErrorTranslator((key, values, english) =>
  i18n.isInitialized ? i18n.t(key, { ...values, ns: 'common', defaultValue: english }) : english,
);

export { i18n };
