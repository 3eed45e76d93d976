import type { Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import i18n from 'i18next';
import { useSyncExternalStore } from 'react';

export const DATE_LOCALES: Record<'en' | 'de', Locale> = { en: enUS, de };

export function dateLocaleFor(language: string | undefined): Locale {
  return language?.startsWith('de') ? de : enUS;
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const current = () => dateLocaleFor(i18n.resolvedLanguage ?? i18n.language);

/**
 * The date-fns locale of the active language, so dates read the way the vendor speaks. It follows
 * i18next's language directly rather than through `useTranslation`, which copies the i18next
 * instance each time a component mounts: a list row that only needs the locale skips that.
 */
export function useDateLocale(): Locale {
  return useSyncExternalStore(subscribe, current, current);
}
