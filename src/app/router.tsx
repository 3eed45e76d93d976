import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AuthGuard, GuestGuard } from './guards';
import { RouteEffects } from './route-effects';
import { UpdatePrompt } from './update-prompt';

/** Loads a module's component on first render: its own chunk (then precached by the worker). */
function lazyComponent<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** A lazily loaded screen with the i18n key of its document title. */
function screen<M>(
  path: string | undefined,
  titleKey: string,
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): RouteObject {
  const Screen = lazyComponent(load, pick);
  const element = <Screen />;
  return path === undefined
    ? { index: true, handle: { titleKey }, element }
    : { path, handle: { titleKey }, element };
}

// The layouts are chunks of their own: the sign-in screen never loads the dashboard's.
const DashboardLayout = lazyComponent(
  () => import('../layouts/dashboard/dashboard-layout'),
  (m) => m.DashboardLayout,
);
const AuthLayout = lazyComponent(
  () => import('../layouts/auth/auth-layout'),
  (m) => m.AuthLayout,
);
const NotFoundView = lazyComponent(
  () => import('./not-found'),
  (m) => m.NotFoundView,
);

const protectedRoutes: RouteObject[] = [
  screen(
    undefined,
    'nav.dashboard',
    () => import('../features/dashboard/components/dashboard-view'),
    (m) => m.DashboardView,
  ),
  screen(
    'calendar',
    'nav.calendar',
    () => import('../features/bookings/components/calendar-view'),
    (m) => m.CalendarView,
  ),
  screen(
    'bookings',
    'pages.bookings',
    () => import('../features/bookings/components/bookings-table-view'),
    (m) => m.BookingsTableView,
  ),
  screen(
    'team',
    'nav.team',
    () => import('../features/team/components/team-view'),
    (m) => m.TeamView,
  ),
  screen(
    'help',
    'nav.help',
    () => import('../features/help/components/help-view'),
    (m) => m.HelpView,
  ),
  screen(
    'services',
    'nav.services',
    () => import('../features/services/components/services-view'),
    (m) => m.ServicesView,
  ),
  screen(
    'offers',
    'nav.offers',
    () => import('../features/offers/components/offers-view'),
    (m) => m.OffersView,
  ),
  screen(
    'client',
    'nav.client',
    () => import('../features/clients/components/clients-view'),
    (m) => m.ClientsView,
  ),
  screen(
    'profile',
    'account.edit_profile',
    () => import('../features/vendor/components/profile-view'),
    (m) => m.ProfileView,
  ),
  screen(
    'business',
    'account.edit_business',
    () => import('../features/vendor/components/business-view'),
    (m) => m.BusinessView,
  ),
  screen(
    'business_images',
    'account.add_business_images',
    () => import('../features/images/components/business-images-view'),
    (m) => m.BusinessImagesView,
  ),
  screen(
    'change_password',
    'account.change_password',
    () => import('../features/auth/components/change-password-view'),
    (m) => m.ChangePasswordView,
  ),
];

const publicRoutes: RouteObject[] = [
  screen(
    'login',
    'pages.login',
    () => import('../features/auth/components/login-view'),
    (m) => m.LoginView,
  ),
  screen(
    'signup',
    'pages.signup',
    () => import('../features/auth/components/signup-view'),
    (m) => m.SignupView,
  ),
  screen(
    'success',
    'pages.success',
    () => import('../features/auth/components/signup-success-view'),
    (m) => m.SignupSuccessView,
  ),
  screen(
    'forgot_password',
    'pages.forgot_password',
    () => import('../features/auth/components/forgot-password-view'),
    (m) => m.ForgotPasswordView,
  ),
  screen(
    'set_password',
    'pages.set_password',
    () => import('../features/auth/components/set-password-view'),
    (m) => m.SetPasswordView,
  ),
  screen(
    'pass_success',
    'pages.pass_success',
    () => import('../features/auth/components/password-success-view'),
    (m) => m.PasswordSuccessView,
  ),
];

export const routes: RouteObject[] = [
  {
    element: (
      <AuthGuard>
        <DashboardLayout />
      </AuthGuard>
    ),
    children: protectedRoutes,
  },
  {
    element: (
      <GuestGuard>
        <AuthLayout />
      </GuestGuard>
    ),
    children: publicRoutes,
  },
  { path: '*', handle: { titleKey: 'notFound.title' }, element: <NotFoundView /> },
];

/**
 * Every route of SPEC 2 under one root. Plain `useRoutes` (no data router): the app loads no
 * data through the router, and the data router's code is twice the size.
 */
export function AppRoutes() {
  return (
    <>
      <RouteEffects routes={routes} />
      <UpdatePrompt />
      {useRoutes(routes)}
    </>
  );
}
