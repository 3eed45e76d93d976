import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SUPPORTED_LANGUAGES } from '../src/config/constants.ts';
import type { Screen } from '../src/config/route-types.ts';
import { LAYOUTS, NOT_FOUND, ROUTES } from '../src/config/routes.ts';

/** What the manifest of src/config/routes.ts loads: the layouts, the routes, the not-found page. */
export interface RouteManifest {
  layouts: typeof LAYOUTS;
  routes: typeof ROUTES;
  notFound: Screen;
}

const MANIFEST: RouteManifest = { layouts: LAYOUTS, routes: ROUTES, notFound: NOT_FOUND };

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Each screen of the manifest with the words that name it in a message. */
function screensOf({ layouts, routes, notFound }: RouteManifest): [string, Screen][] {
  return [
    ...Object.entries(layouts).map(([access, s]): [string, Screen] => [`the ${access} layout`, s]),
    ...routes.map((route): [string, Screen] => [`route ${route.path}`, route]),
    ['the not-found screen', notFound],
  ];
}

/**
 * What in the manifest names a file that is not there: a screen module, or the locale file of a
 * namespace in any language. Empty when all is well.
 */
export function manifestProblems(manifest: RouteManifest, root: string): string[] {
  const problems: string[] = [];
  for (const [name, screen] of screensOf(manifest)) {
    if (!existsSync(join(root, screen.module))) {
      problems.push(`${name}: its module ${screen.module} does not exist`);
    }
    for (const ns of ['common', ...screen.namespaces]) {
      for (const language of SUPPORTED_LANGUAGES) {
        const file = `public/locales/${language}/${ns}.json`;
        if (!existsSync(join(root, file))) {
          problems.push(`${name}: its namespace "${ns}" has no locale file ${file}`);
        }
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * Stops the build (and the dev server) when src/config/routes.ts names a module or a locale file
 * that does not exist, instead of a route that fails only when someone opens it. That each module
 * has a chunk exporting its component is checked where the chunks are read
 * (build/route-preload.ts).
 */
export function routeManifest(manifest = MANIFEST, root = PROJECT_ROOT): Plugin {
  return {
    name: 'route-manifest',
    buildStart() {
      const problems = manifestProblems(manifest, root);
      if (problems.length > 0) {
        throw new Error(
          `src/config/routes.ts names what does not exist:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
        );
      }
    },
  };
}
