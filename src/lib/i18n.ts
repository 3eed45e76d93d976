import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from '../config/constants';

/** SPEC 1: detection order, storage key and file path of the translations. */
export const detectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
};

export const LOCALES_PATH = '/locales/{{lng}}/{{ns}}.json';

export function initI18n(): Promise<unknown> {
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      lng: undefined,
      fallbackLng: [FALLBACK_LANGUAGE, DEFAULT_LANGUAGE],
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // Each screen loads its own namespace when it first renders; common is needed everywhere.
      ns: ['common'],
      defaultNS: 'common',
      backend: { loadPath: LOCALES_PATH },
      detection: detectionOptions,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export { i18n };
