import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ReactElement } from 'react';
import type { Right } from '../../config/permissions';
import { NAV_WITHOUT_ROUTE, ROUTES, type NavEntry, type NavIcon } from '../../config/routes';

export interface NavItem {
  /** i18n key of the title, in the common namespace. */
  titleKey: string;
  /** '#' for an entry without a route. */
  path: string;
  icon: ReactElement;
  /** The right a person needs to see the entry (its route's). */
  right?: Right | undefined;
}

const ICONS: Record<NavIcon, ReactElement> = {
  dashboard: <DashboardOutlined />,
  calendar: <CalendarMonthOutlined />,
  reception: <HowToRegOutlined />,
  team: <GroupsOutlined />,
  offers: <LocalOfferOutlined />,
  services: <MedicalServicesOutlined />,
  clients: <PeopleAltOutlined />,
  settings: <SettingsOutlined />,
  help: <HelpOutlined />,
};

const entries: { titleKey: string; path: string; nav: NavEntry; right?: Right | undefined }[] = [
  ...ROUTES.flatMap(({ titleKey, path, nav, right }) =>
    nav ? [{ titleKey, path, nav, right }] : [],
  ),
  ...NAV_WITHOUT_ROUTE.map(({ titleKey, nav }) => ({ titleKey, path: '#', nav })),
];

/** SPEC 2 side navigation, in order: the entries of src/config/routes.ts. */
export const NAV_ITEMS: NavItem[] = entries
  .sort((a, b) => a.nav.order - b.nav.order)
  .map(({ titleKey, path, nav, right }) => ({ titleKey, path, icon: ICONS[nav.icon], right }));
