import type { Right } from '../../config/permissions';
import type { NavEntry, NavIcon } from '../../config/route-types';
import { NAV_WITHOUT_ROUTE, ROUTES } from '../../config/routes';

export interface NavItem {
  /** i18n key of the title, in the common namespace. */
  titleKey: string;
  /** '#' for an entry without a route. */
  path: string;
  /** A name of src/components/plain/icons.tsx. */
  icon: NavIcon;
  /** The right a person needs to see the entry (its route's). */
  right?: Right | undefined;
}

const entries: { titleKey: string; path: string; nav: NavEntry; right?: Right | undefined }[] = [
  ...ROUTES.flatMap(({ titleKey, path, nav, right }) =>
    nav ? [{ titleKey, path, nav, right }] : [],
  ),
  ...NAV_WITHOUT_ROUTE.map(({ titleKey, nav }) => ({ titleKey, path: '#', nav })),
];

/** SPEC 2 side navigation, in order: the entries of src/config/routes.ts. */
export const NAV_ITEMS: NavItem[] = entries
  .sort((a, b) => a.nav.order - b.nav.order)
  .map(({ titleKey, path, nav, right }) => ({ titleKey, path, icon: nav.icon, right }));
