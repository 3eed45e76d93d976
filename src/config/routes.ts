/**
 * Every route of SPEC 2, described once. The router (src/app/router.tsx), the side navigation
 * (src/layouts/dashboard/nav-config.ts) and the build's preload table (build/route-preload.ts)
 * are made from it. Plain data, so the build reads it in Node too: it fails when a module below
 * or a namespace's locale file does not exist (build/route-manifest.ts), or a module has no chunk
 * of its own exporting its component (build/route-preload.ts).
 */
import type { Access, NavEntry, RouteEntry, Screen } from './route-types';

export const LAYOUTS: Record<Access, Screen> = {
  protected: {
    module: 'src/layouts/dashboard/dashboard-layout.tsx',
    component: 'DashboardLayout',
    namespaces: ['sync', 'notifications'],
  },
  public: {
    module: 'src/layouts/auth/auth-layout.tsx',
    component: 'AuthLayout',
    namespaces: [],
  },
};

export const ROUTES: readonly RouteEntry[] = [
  {
    path: '/',
    access: 'protected',
    titleKey: 'nav.dashboard',
    namespaces: ['bookings'],
    module: 'src/features/dashboard/components/dashboard-view.tsx',
    component: 'DashboardView',
    nav: { icon: 'dashboard', order: 1 },
  },
  {
    path: '/calendar',
    access: 'protected',
    titleKey: 'nav.calendar',
    namespaces: ['bookings'],
    module: 'src/features/bookings/components/calendar-view.tsx',
    component: 'CalendarView',
    nav: { icon: 'calendar', order: 2 },
  },
  {
    // The counter's screen: today's patients in the order they are seen.
    path: '/reception',
    access: 'protected',
    titleKey: 'nav.reception',
    namespaces: ['bookings'],
    module: 'src/features/reception/components/reception-view.tsx',
    component: 'ReceptionView',
    nav: { icon: 'reception', order: 3 },
  },
  {
    path: '/bookings',
    access: 'protected',
    titleKey: 'pages.bookings',
    namespaces: ['bookings'],
    module: 'src/features/bookings/components/bookings-table-view.tsx',
    component: 'BookingsTableView',
  },
  {
    path: '/team',
    access: 'protected',
    titleKey: 'nav.team',
    // lock: the PIN rules' words, shared with the device PIN's.
    namespaces: ['catalogue', 'lock'],
    module: 'src/features/team/components/team-view.tsx',
    component: 'TeamView',
    nav: { icon: 'team', order: 4 },
  },
  {
    path: '/offers',
    access: 'protected',
    right: 'editOffers',
    titleKey: 'nav.offers',
    namespaces: ['catalogue'],
    module: 'src/features/offers/components/offers-view.tsx',
    component: 'OffersView',
    nav: { icon: 'offers', order: 5 },
  },
  {
    path: '/services',
    access: 'protected',
    right: 'editServices',
    titleKey: 'nav.services',
    namespaces: ['catalogue'],
    module: 'src/features/services/components/services-view.tsx',
    component: 'ServicesView',
    nav: { icon: 'services', order: 6 },
  },
  {
    path: '/client',
    access: 'protected',
    titleKey: 'nav.client',
    namespaces: ['catalogue'],
    module: 'src/features/clients/components/clients-view.tsx',
    component: 'ClientsView',
    nav: { icon: 'clients', order: 7 },
  },
  {
    path: '/help',
    access: 'protected',
    titleKey: 'nav.help',
    namespaces: ['catalogue'],
    module: 'src/features/help/components/help-view.tsx',
    component: 'HelpView',
    nav: { icon: 'help', order: 9 },
  },
  {
    path: '/profile',
    access: 'protected',
    right: 'editBusiness',
    titleKey: 'account.edit_profile',
    namespaces: ['account'],
    module: 'src/features/vendor/components/profile-view.tsx',
    component: 'ProfileView',
  },
  {
    path: '/business',
    access: 'protected',
    right: 'editBusiness',
    titleKey: 'account.edit_business',
    namespaces: ['account'],
    module: 'src/features/vendor/components/business-view.tsx',
    component: 'BusinessView',
  },
  {
    path: '/business_images',
    access: 'protected',
    right: 'editBusiness',
    titleKey: 'account.add_business_images',
    namespaces: ['account'],
    module: 'src/features/images/components/business-images-view.tsx',
    component: 'BusinessImagesView',
  },
  {
    path: '/change_password',
    access: 'protected',
    right: 'editBusiness',
    titleKey: 'account.change_password',
    namespaces: ['auth'],
    module: 'src/features/auth/components/change-password-view.tsx',
    component: 'ChangePasswordView',
  },
  {
    path: '/login',
    access: 'public',
    titleKey: 'pages.login',
    namespaces: ['auth'],
    module: 'src/features/auth/components/login-view.tsx',
    component: 'LoginView',
    plain: true,
  },
  {
    path: '/signup',
    access: 'public',
    titleKey: 'pages.signup',
    namespaces: ['auth'],
    module: 'src/features/auth/components/signup-view.tsx',
    component: 'SignupView',
  },
  {
    path: '/success',
    access: 'public',
    titleKey: 'pages.success',
    namespaces: ['auth'],
    module: 'src/features/auth/components/signup-success-view.tsx',
    component: 'SignupSuccessView',
  },
  {
    path: '/forgot_password',
    access: 'public',
    titleKey: 'pages.forgot_password',
    namespaces: ['auth'],
    module: 'src/features/auth/components/forgot-password-view.tsx',
    component: 'ForgotPasswordView',
  },
  {
    path: '/set_password',
    access: 'public',
    titleKey: 'pages.set_password',
    namespaces: ['auth'],
    module: 'src/features/auth/components/set-password-view.tsx',
    component: 'SetPasswordView',
  },
  {
    path: '/pass_success',
    access: 'public',
    titleKey: 'pages.pass_success',
    namespaces: ['auth'],
    module: 'src/features/auth/components/password-success-view.tsx',
    component: 'PasswordSuccessView',
  },
];

/** Any other path, for every visitor, without a layout. */
export const NOT_FOUND: Screen & { titleKey: string } = {
  titleKey: 'notFound.title',
  namespaces: [],
  module: 'src/app/not-found.tsx',
  component: 'NotFoundView',
};

/** SPEC 2 lists Settings in the navigation, but it has no screen yet: its entry goes nowhere. */
export const NAV_WITHOUT_ROUTE: readonly { titleKey: string; nav: NavEntry }[] = [
  { titleKey: 'nav.settings', nav: { icon: 'settings', order: 8 } },
];
