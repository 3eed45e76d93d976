import i18n, { type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from '../config/constants';
import { detectLanguage, readLanguageHints } from './language';

const SPEC_DETECTOR = 'spec1';

/** SPEC 1: the language of language.ts, stored under i18nextLng; the translations' file path. */
const detectionOptions = {
  order: [SPEC_DETECTOR],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
};

export const LOCALES_PATH = '/locales/{{lng}}/{{ns}}.json';

/** What the app and the build's pre-render of the sign-in screen (src/prerender) share. */
export const sharedOptions = {
  fallbackLng: [FALLBACK_LANGUAGE, DEFAULT_LANGUAGE],
  supportedLngs: [...SUPPORTED_LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
} satisfies InitOptions;

export function initI18n(): Promise<unknown> {
  return i18n
    .use(HttpBackend)
    .use(
      new LanguageDetector().addDetector({
        name: SPEC_DETECTOR,
        lookup: () => detectLanguage(readLanguageHints()),
      }),
    )
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      lng: undefined,
      // Each screen loads its own namespace when it first renders; common is needed everywhere.
      ns: ['common'],
      backend: { loadPath: LOCALES_PATH },
      detection: detectionOptions,
    });
}

export { i18n };
