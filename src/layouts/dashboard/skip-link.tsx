import { useTranslation } from '../../lib/use-translation';

/**
 * The page's first stop for the keyboard (WCAG 2.4.1): hidden until focused (plain.css's
 * `.ld-skip-link`), it moves the focus past the header and the navigation to the screen itself.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${target}`}
      className="ld-skip-link"
      onClick={(event) => {
        // Focus, not a fragment navigation: the router would take the hash for a new location.
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t('nav.skip')}
    </a>
  );
}
