/**
 * Where MUI's theme goes among the screens of the route manifest (src/config/routes.ts): the
 * router (src/app/router.tsx) frames the screens so, and the build's preload table
 * (build/route-preload.ts) and first-screen chunks (build/first-screen-chunks.ts) follow it.
 * Plain data, as the manifest, so the build reads it in Node too.
 */
import type { Access, RouteEntry, Screen } from './route-types';
import { LAYOUTS } from './routes';

/**
 * MUI's theme around what it draws, in a chunk of its own: the layouts and screens below are
 * drawn with MUI except the auth layout and the `plain` routes.
 */
export const THEME_FRAME: Screen = {
  namespaces: [],
  module: 'src/theme/theme-frame.tsx',
  component: 'ThemeFrame',
};

/** MUI's theme goes around the dashboard layout, so around every screen inside it. */
export function themedLayout(access: Access): boolean {
  return access === 'protected';
}

/** MUI's theme goes around each guest screen that is not plain (the auth layout has none). */
export function themedScreen(route: RouteEntry): boolean {
  return !themedLayout(route.access) && !route.plain;
}

/**
 * The screens a route shows, for the boot script's preloads: its layout, the theme where
 * themedLayout or themedScreen put it (src/app/router.tsx frames them so), and its own.
 */
export function screensOf(route: RouteEntry): Screen[] {
  const themed = themedLayout(route.access) || themedScreen(route);
  return [LAYOUTS[route.access], ...(themed ? [THEME_FRAME] : []), route];
}
