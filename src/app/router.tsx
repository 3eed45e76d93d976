import { useEffect, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { LAYOUTS, NOT_FOUND, ROUTES } from '../config/routes';
import type { Access, Namespace, RouteEntry } from '../config/route-types';
import { THEME_FRAME, themedLayout, themedScreen } from '../config/route-frames';
import { i18n } from '../lib/i18n';
import { yieldToPage } from '../lib/yield';
import { SNAPSHOT_STYLE_ID } from '../lib/snapshot';
import { markFirstScreenShown } from '../sync/first-screen';
import { AuthGuard, GuestGuard } from './guards';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RouteEffects } from './route-effects';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { UpdatePrompt } from './update-prompt';

type Preload = () => Promise<void>;

/** What a route says about itself: its title, its words, its code, which visitors it is for. */
export interface RouteHandle {
  titleKey?: string;
  /** i18n namespaces its components use (common is always loaded). */
  ns?: readonly Namespace[];
  /** Loads its lazy component ahead of the first render. */
  preload?: Preload;
  access?: Access;
}

const GUARDS = { protected: AuthGuard, public: GuestGuard } as const;

/**
 * Runs `loads` (each the import of a chunk and what it needs) for a first screen. On a first load
 * (no service worker in control) each is evaluated in a task of its own: index.html's boot script
 * has preloaded all the route's files at once (build/page/boot.ts), so one waits for none, while
 * MUI's core, the data layer, the layout and the screen evaluated together were one task of 20 to
 * 47 ms at full speed, several times that on a phone. Under the worker they load together: each
 * import in turn would be a round trip to its cache before the first item (the phone's first
 * card came about 50 ms later at 4x), and the page shows an inert snapshot meanwhile.
 */
async function loadInTurns(loads: (Preload | undefined)[]): Promise<void> {
  // No navigator where the build pre-renders the sign-in screen (build/prerender-sign-in.ts).
  if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) {
    await Promise.all(loads.map((load) => load?.()));
    return;
  }
  for (const load of loads) {
    await load?.();
    await yieldToPage();
  }
}

/** MUI's theme, around every layout and screen MUI draws. */
const ThemeFrame = lazyScreen(THEME_FRAME);

/** A lazy component, inside MUI's theme unless it is plain, and what preloads both. */
function framed(Lazy: LazyScreen, themed: boolean): { element: ReactNode; preload: Preload } {
  if (!themed) return { element: <Lazy />, preload: Lazy.preload };
  return {
    element: (
      <ThemeFrame>
        <Lazy />
      </ThemeFrame>
    ),
    preload: () => loadInTurns([ThemeFrame.preload, Lazy.preload]),
  };
}

/** A screen of src/config/routes.ts, with its title and namespaces in its handle. */
function screenRoute(route: RouteEntry): RouteObject {
  const { element, preload } = framed(lazyScreen(route), themedScreen(route));
  const handle: RouteHandle = { titleKey: route.titleKey, ns: route.namespaces, preload };
  const path = route.path.replace(/^\//, '');
  return path === '' ? { index: true, handle, element } : { path, handle, element };
}

/**
 * Dexie and the mirror's schema, a file of their own (build/first-screen-chunks.ts): evaluated
 * before a vendor's layout, whose code needs them, so that neither is one long task.
 */
const loadDataLayer: Preload = () => import('../db/db').then(() => undefined);

/** The routes of one access inside their guard and layout. */
function layoutRoute(access: Access): RouteObject {
  // The layouts are chunks of their own: the sign-in screen never loads the dashboard's.
  const layout = framed(lazyScreen(LAYOUTS[access]), themedLayout(access));
  const Guard = GUARDS[access];
  return {
    element: <Guard>{layout.element}</Guard>,
    handle: {
      access,
      ns: LAYOUTS[access].namespaces,
      preload:
        access === 'protected'
          ? () => loadInTurns([loadDataLayer, layout.preload])
          : layout.preload,
    } satisfies RouteHandle,
    children: ROUTES.filter((route) => route.access === access).map(screenRoute),
  };
}

const notFound = framed(lazyScreen(NOT_FOUND), true);

export const routes: RouteObject[] = [
  layoutRoute('protected'),
  layoutRoute('public'),
  {
    path: '*',
    handle: { titleKey: NOT_FOUND.titleKey, preload: notFound.preload } satisfies RouteHandle,
    element: notFound.element,
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
  if (handles.some((h) => h.access === 'protected') && !signedIn) handles = handlesOf('/login');
  else if (handles.some((h) => h.access === 'public') && signedIn) handles = handlesOf('/');
  await prepare(handles);
}

/**
 * Starts loading a vendor's screen opened at `pathname` before the session is read: the installed
 * app opens signed in, and each step waited for the one before (the session's read, then the
 * screen's code, whose evaluation starts its first read of the mirror). A guest's visit loads it
 * for nothing (index.html's boot script preloads the same files for anyone) and goes on to the
 * sign-in screen; the sign-in that empties the mirror lets go of what it read (forgetReadsAhead).
 * Public paths wait for the session: a guest's sign-in form loads no vendor code.
 */
export function prepareOpenedScreen(pathname: string): Promise<void> {
  const handles = handlesOf(pathname);
  return handles.some((h) => h.access === 'protected') ? prepare(handles) : Promise.resolve();
}

async function prepare(handles: RouteHandle[]): Promise<void> {
  await Promise.all([
    loadInTurns(handles.map((h) => h.preload)),
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
    // The pre-rendered sign-in form may submit from now on (build/page/show-sign-in.ts).
    document.querySelectorAll('[data-until-ready]').forEach((element) => {
      element.removeAttribute('disabled');
      element.removeAttribute('data-until-ready');
    });
    // The painted dashboard snapshot (build/page/paint-snapshot.ts) is gone with this commit.
    document.getElementById(SNAPSHOT_STYLE_ID)?.remove();
  }, []);
  return (
    <>
      <RouteEffects routes={routes} />
      <UpdatePrompt />
      <ScreenErrorBoundary key={pathname}>{useRoutes(routes)}</ScreenErrorBoundary>
    </>
  );
}
