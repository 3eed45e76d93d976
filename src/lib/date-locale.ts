import type { Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { useTranslation } from 'react-i18next';

export const DATE_LOCALES: Record<'en' | 'de', Locale> = { en: enUS, de };

export function dateLocaleFor(language: string | undefined): Locale {
  return language?.startsWith('de') ? de : enUS;
}

/** The date-fns locale of the active language, so dates read the way the vendor speaks. */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  return dateLocaleFor(i18n.resolvedLanguage ?? i18n.language);
}
