import i18n from 'i18next';
import commonDe from '../../../public/locales/de/common.json';
import common from '../../../public/locales/en/common.json';
import de from '../../../public/locales/de/bookings.json';
import en from '../../../public/locales/en/bookings.json';

/** i18next in English with the real bookings and common files of both languages, synchronous. */
export async function initBookingsI18n(): Promise<void> {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { bookings: en, common }, de: { bookings: de, common: commonDe } },
    ns: ['bookings', 'common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
