import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { AuthGuard, GuestGuard } from './guards';
import { NotFoundView } from './not-found';
import { RouteEffects } from './route-effects';
import { UpdatePrompt } from './update-prompt';

/** A lazily loaded screen: its own chunk, fetched on first visit (then precached by the worker). */
function screen<M>(
  path: string | undefined,
  titleKey: string,
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): RouteObject {
  const lazy = async () => ({ Component: pick(await load()) });
  return path === undefined
    ? { index: true, handle: { titleKey }, lazy }
    : { path, handle: { titleKey }, lazy };
}

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

function Root() {
  return (
    <>
      <RouteEffects />
      <UpdatePrompt />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: (
          <AuthGuard>
            <Outlet />
          </AuthGuard>
        ),
        // The layouts are chunks of their own: the sign-in screen never loads the dashboard's.
        children: [
          {
            lazy: async () => ({
              Component: (await import('../layouts/dashboard/dashboard-layout')).DashboardLayout,
            }),
            children: protectedRoutes,
          },
        ],
      },
      {
        element: (
          <GuestGuard>
            <Outlet />
          </GuestGuard>
        ),
        children: [
          {
            lazy: async () => ({
              Component: (await import('../layouts/auth/auth-layout')).AuthLayout,
            }),
            children: publicRoutes,
          },
        ],
      },
      { path: '*', handle: { titleKey: 'notFound.title' }, element: <NotFoundView /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
