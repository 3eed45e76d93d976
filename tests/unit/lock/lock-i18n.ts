import i18n from 'i18next';
import common from '../../../public/locales/en/common.json';
import lock from '../../../public/locales/en/lock.json';
import sync from '../../../public/locales/en/sync.json';

/** The lock screen's words in English, loaded at once (no suspense, no HTTP). */
export async function initLockI18n(): Promise<void> {
  await i18n.init({
    lng: 'en',
    resources: { en: { common, lock, sync } },
    ns: ['common', 'lock', 'sync'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
