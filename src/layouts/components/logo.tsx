import { Link } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';

/** The logo links to / (SPEC 2). Plain: the sign-in screen's header has it too. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('nav.home')} className="ld-logo">
      <img src="/logo.svg" alt="" />
    </Link>
  );
}
