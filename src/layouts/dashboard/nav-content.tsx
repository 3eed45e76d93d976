import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/plain/icons';
import { useRights } from '../../components/use-rights';
import { Logo } from '../components/logo';
import { NAV_ITEMS } from './nav-config';

function isActive(itemPath: string, pathname: string): boolean {
  if (itemPath === '#') return false;
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/**
 * The logo and the SPEC 2 entries, in the fixed nav and in the drawer alike: links in a list,
 * drawn by plain.css's `.ld-nav` as MUI's ListItemButton was.
 */
export function NavContent() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const can = useRights();
  // An entry the person's role may not open is not offered (its route would say so).
  const items = NAV_ITEMS.filter((item) => !item.right || can(item.right));
  return (
    <nav aria-label={t('nav.label')} className="ld-nav">
      <div className="ld-nav__logo">
        <Logo />
      </div>
      <ul className="ld-nav__list">
        {items.map((item) => {
          const active = isActive(item.path, pathname);
          return (
            <li key={item.titleKey}>
              <Link
                to={item.path === '#' ? pathname : item.path}
                aria-current={active ? 'page' : undefined}
                className={active ? 'ld-nav__item ld-nav__item--active' : 'ld-nav__item'}
              >
                <Icon name={item.icon} />
                <span className="ld-nav__text">{t(item.titleKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
