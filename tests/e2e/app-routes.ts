import { existsSync, readFileSync } from 'node:fs';

export interface AppRoutes {
  /** Paths behind sign-in (the dashboard layout), '/' first. */
  signedIn: string[];
  /** Paths for guests (the auth layout). */
  public: string[];
  /** The file they were read from. */
  source: string;
}

const MANIFEST = 'src/config/routes.ts';
const ROUTER = 'src/app/router.tsx';

/**
 * The app's routes, read from its source rather than listed here, so a screen added to the app is
 * checked without touching the tests: from the route manifest when there is one (each entry's
 * `path` and `access`), else from the router (`screen('path', …)` calls, the index route being
 * '/', before and after `publicRoutes`).
 */
export function appRoutes(): AppRoutes {
  if (existsSync(MANIFEST)) {
    const text = readFileSync(MANIFEST, 'utf8');
    const signedIn: string[] = [];
    const guest: string[] = [];
    for (const [, path, access] of text.matchAll(
      /path:\s*'([^']+)',\s*access:\s*'(protected|public)'/g,
    )) {
      (access === 'public' ? guest : signedIn).push(path!);
    }
    if (signedIn.length > 0) return { signedIn, public: guest, source: MANIFEST };
  }
  const text = readFileSync(ROUTER, 'utf8');
  const split = text.indexOf('const publicRoutes');
  if (split < 0) throw new Error(`${ROUTER}: no publicRoutes; update tests/e2e/app-routes.ts`);
  const paths = (part: string) =>
    [...part.matchAll(/screen\(\s*(?:undefined|'([^']+)')\s*,/g)].map(([, path]) =>
      path === undefined ? '/' : `/${path}`,
    );
  const signedIn = paths(text.slice(0, split));
  const guest = paths(text.slice(split));
  if (signedIn.length === 0 || guest.length === 0) {
    throw new Error(`${ROUTER}: no routes found; update tests/e2e/app-routes.ts`);
  }
  return { signedIn, public: guest, source: ROUTER };
}

/** Every signed-in screen to visit: the routes, and each of the calendar's views when it has one. */
export function signedInScreens(routes: AppRoutes): string[] {
  const calendar = routes.signedIn.includes('/calendar')
    ? ['month', 'week', 'day', 'agenda'].map((view) => `/calendar?view=${view}`)
    : [];
  return [...routes.signedIn, ...calendar];
}
