import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { i18n } from '../lib/i18n';
import { markFirstScreenShown } from '../sync/first-screen';
import { AuthGuard, GuestGuard } from './guards';
import { RouteEffects } from './route-effects';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { UpdatePrompt } from './update-prompt';

/** What a route says about itself: its title, its words, its code, which visitors it is for. */
export interface RouteHandle {
  titleKey?: string;
  /** i18n namespaces its components use (common is always loaded). */
  ns?: string[];
  /** Loads its lazy component ahead of the first render. */
  preload?: () => Promise<void>;
  guard?: 'auth' | 'guest';
}

type Lazy = ComponentType & { preload: () => Promise<void> };

/**
 * A component in its own chunk (then precached by the worker). Once preloaded it renders at
 * once; before that it suspends like React.lazy. main.tsx preloads the first route's components,
 * so the first render shows the whole screen rather than a spinner and then, throttled by React's
 * Suspense reveal delay, the screen.
 */
function lazyComponent<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Lazy {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = pick(m);
    }));
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function LazyComponent() {
    return createElement(loaded ?? Suspending);
  }
  return Object.assign(LazyComponent, { preload });
}

/** A lazily loaded screen with the i18n key of its document title and its namespace. */
function screen<M>(
  path: string | undefined,
  titleKey: string,
  ns: string,
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): RouteObject {
  const Screen = lazyComponent(load, pick);
  const handle: RouteHandle = { titleKey, ns: [ns], preload: Screen.preload };
  const element = <Screen />;
  return path === undefined ? { index: true, handle, element } : { path, handle, element };
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
    'bookings',
    () => import('../features/dashboard/components/dashboard-view'),
    (m) => m.DashboardView,
  ),
  screen(
    'calendar',
    'nav.calendar',
    'bookings',
    () => import('../features/bookings/components/calendar-view'),
    (m) => m.CalendarView,
  ),
  screen(
    'bookings',
    'pages.bookings',
    'bookings',
    () => import('../features/bookings/components/bookings-table-view'),
    (m) => m.BookingsTableView,
  ),
  screen(
    'team',
    'nav.team',
    'catalogue',
    () => import('../features/team/components/team-view'),
    (m) => m.TeamView,
  ),
  screen(
    'help',
    'nav.help',
    'catalogue',
    () => import('../features/help/components/help-view'),
    (m) => m.HelpView,
  ),
  screen(
    'services',
    'nav.services',
    'catalogue',
    () => import('../features/services/components/services-view'),
    (m) => m.ServicesView,
  ),
  screen(
    'offers',
    'nav.offers',
    'catalogue',
    () => import('../features/offers/components/offers-view'),
    (m) => m.OffersView,
  ),
  screen(
    'client',
    'nav.client',
    'catalogue',
    () => import('../features/clients/components/clients-view'),
    (m) => m.ClientsView,
  ),
  screen(
    'profile',
    'account.edit_profile',
    'account',
    () => import('../features/vendor/components/profile-view'),
    (m) => m.ProfileView,
  ),
  screen(
    'business',
    'account.edit_business',
    'account',
    () => import('../features/vendor/components/business-view'),
    (m) => m.BusinessView,
  ),
  screen(
    'business_images',
    'account.add_business_images',
    'account',
    () => import('../features/images/components/business-images-view'),
    (m) => m.BusinessImagesView,
  ),
  screen(
    'change_password',
    'account.change_password',
    'auth',
    () => import('../features/auth/components/change-password-view'),
    (m) => m.ChangePasswordView,
  ),
];

const publicRoutes: RouteObject[] = [
  screen(
    'login',
    'pages.login',
    'auth',
    () => import('../features/auth/components/login-view'),
    (m) => m.LoginView,
  ),
  screen(
    'signup',
    'pages.signup',
    'auth',
    () => import('../features/auth/components/signup-view'),
    (m) => m.SignupView,
  ),
  screen(
    'success',
    'pages.success',
    'auth',
    () => import('../features/auth/components/signup-success-view'),
    (m) => m.SignupSuccessView,
  ),
  screen(
    'forgot_password',
    'pages.forgot_password',
    'auth',
    () => import('../features/auth/components/forgot-password-view'),
    (m) => m.ForgotPasswordView,
  ),
  screen(
    'set_password',
    'pages.set_password',
    'auth',
    () => import('../features/auth/components/set-password-view'),
    (m) => m.SetPasswordView,
  ),
  screen(
    'pass_success',
    'pages.pass_success',
    'auth',
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
    handle: { guard: 'auth', ns: ['sync', 'notifications'], preload: DashboardLayout.preload },
    children: protectedRoutes,
  },
  {
    element: (
      <GuestGuard>
        <AuthLayout />
      </GuestGuard>
    ),
    handle: { guard: 'guest', preload: AuthLayout.preload },
    children: publicRoutes,
  },
  {
    path: '*',
    handle: { titleKey: 'notFound.title', preload: NotFoundView.preload },
    element: <NotFoundView />,
  },
];

function handlesOf(pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).map((m) => (m.route.handle ?? {}) as RouteHandle);
}

/**
 * Loads what the first screen needs before React first renders: the components of the route
 * the guards will show (the sign-in screen for a guest on a vendor route, the dashboard for a
 * vendor on a public one) and their translations.
 */
export async function prepareFirstScreen(pathname: string, signedIn: boolean): Promise<void> {
  let handles = handlesOf(pathname);
  if (handles.some((h) => h.guard === 'auth') && !signedIn) handles = handlesOf('/login');
  else if (handles.some((h) => h.guard === 'guest') && signedIn) handles = handlesOf('/');
  await Promise.all([
    ...handles.map((h) => h.preload?.()),
    i18n.loadNamespaces(['common', ...handles.flatMap((h) => h.ns ?? [])]),
  ]);
}

/**
 * Every route of SPEC 2 under one root. Plain `useRoutes` (no data router): the app loads no
 * data through the router, and the data router's code is twice the size.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // main.tsx preloads the first route, so the first commit is the whole first screen: the data
  // layer may start after it.
  useEffect(() => {
    markFirstScreenShown();
    // The pre-rendered sign-in form may submit from now on (vite.config.ts, showPrerenderedSignIn).
    document.querySelectorAll('[data-until-ready]').forEach((element) => {
      element.removeAttribute('disabled');
      element.removeAttribute('data-until-ready');
    });
  }, []);
  return (
    <>
      <RouteEffects routes={routes} />
      <UpdatePrompt />
      <ScreenErrorBoundary key={pathname}>{useRoutes(routes)}</ScreenErrorBoundary>
    </>
  );
}
