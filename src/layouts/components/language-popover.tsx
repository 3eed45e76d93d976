import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Icon } from '../../components/plain/icons';
import { useLazyAnchor } from '../../components/use-lazy-anchor';

// Menus pull in MUI's popover and modal code: not needed until the vendor opens the list.
const LanguageMenu = lazy(() =>
  import('./language-menu').then((m) => ({ default: m.LanguageMenu })),
);

/**
 * Switches between English and German; i18next stores the choice under i18nextLng. A plain
 * button: the sign-in screen's header has it too.
 */
export function LanguagePopover() {
  const { t, i18n } = useTranslation();
  const menu = useLazyAnchor();
  const current = i18n.resolvedLanguage ?? i18n.language;

  return (
    <>
      <button
        type="button"
        className="ld-icon-button"
        aria-label={t('language.label', { language: t(`language.${current}`) })}
        aria-haspopup="menu"
        onClick={menu.open}
      >
        <Icon name="translate" />
      </button>
      {menu.opened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={menu.anchor} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
