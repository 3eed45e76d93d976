/**
 * The shape of the route table (src/config/routes.ts): what a screen, a route and a navigation
 * entry say. Types only, so the build's Node side reads them too.
 */
import type { I18N_NAMESPACES } from './constants';
import type { Right } from './permissions';

/** `protected`: a signed-in vendor, in the dashboard layout; `public`: a guest, in the auth layout. */
export type Access = 'protected' | 'public';

/** An i18n namespace besides `common`, which every screen has. */
export type Namespace = Exclude<(typeof I18N_NAMESPACES)[number], 'common'>;

/** The navigation's icons: names of src/components/plain/icons.tsx. */
export type NavIcon =
  | 'dashboard'
  | 'calendar'
  | 'reception'
  | 'team'
  | 'offers'
  | 'services'
  | 'clients'
  | 'settings'
  | 'help';

export interface NavEntry {
  icon: NavIcon;
  /** Place in the side navigation, from the top. */
  order: number;
}

/** A lazily loaded component: its file from the project root and its named export. */
export interface Screen {
  module: string;
  component: string;
  /** The i18n namespaces it uses. */
  namespaces: readonly Namespace[];
}

export interface RouteEntry extends Screen {
  path: string;
  access: Access;
  /** i18n key (common namespace) of the document title, and of the nav entry. */
  titleKey: string;
  nav?: NavEntry;
  /**
   * Drawn in plain elements (src/components/plain), not MUI: the screen renders without the MUI
   * theme, and a first load of it brings no MUI code.
   */
  plain?: true;
  /**
   * The right a person needs to open it (docs/staff-access.md): without it the screen says so
   * (src/app/guards.tsx) and its navigation entry is not shown. Screens without one are for all.
   */
  right?: Right;
}
