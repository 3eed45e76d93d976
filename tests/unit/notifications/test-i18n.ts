import i18n from 'i18next';
import de from '../../../public/locales/de/notifications.json';
import en from '../../../public/locales/en/notifications.json';

/** i18next with the real notifications files, synchronous, for component tests. */
export async function initTestI18n(lng: 'en' | 'de' = 'en'): Promise<void> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(lng);
    return;
  }
  await i18n.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { notifications: en }, de: { notifications: de } },
    ns: ['notifications', 'common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
