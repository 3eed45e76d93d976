import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ReactElement } from 'react';

export interface NavItem {
  /** i18n key of the title, in the common namespace. */
  titleKey: string;
  path: string;
  icon: ReactElement;
}

/** SPEC 2 side navigation, in order. Settings has no route yet (placeholder path '#'). */
export const NAV_ITEMS: NavItem[] = [
  { titleKey: 'nav.dashboard', path: '/', icon: <DashboardOutlined /> },
  { titleKey: 'nav.calendar', path: '/calendar', icon: <CalendarMonthOutlined /> },
  { titleKey: 'nav.team', path: '/team', icon: <GroupsOutlined /> },
  { titleKey: 'nav.offers', path: '/offers', icon: <LocalOfferOutlined /> },
  { titleKey: 'nav.services', path: '/services', icon: <MedicalServicesOutlined /> },
  { titleKey: 'nav.client', path: '/client', icon: <PeopleAltOutlined /> },
  { titleKey: 'nav.settings', path: '#', icon: <SettingsOutlined /> },
  { titleKey: 'nav.help', path: '/help', icon: <HelpOutlined /> },
];
