import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { THEME_FRAME } from '../src/config/route-frames.ts';
import { LAYOUTS, ROUTES } from '../src/config/routes.ts';
import { staticClosure } from './route-preload.ts';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The module of the manifest's route at `path`. */
function routeModule(path: string): string {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`src/config/routes.ts has no route ${path}`);
  return route.module;
}

/** The two screens a load opens most: a guest's sign-in and a vendor's dashboard. */
const FIRST_SCREENS = {
  signIn: [LAYOUTS.public.module, routeModule('/login')],
  dashboard: [LAYOUTS.protected.module, routeModule('/')],
};

/**
 * The data layer's foundation: Dexie and the mirror's schema, which a vendor's layout evaluates
 * in a task of its own before the rest of it (src/app/router.tsx `loadDataLayer`).
 */
const DATA_LAYER = 'src/db/db.ts';

/**
 * What the app imports to follow a signed-in session (src/features/auth/lib/session-store.ts):
 * its few small modules go with the data layer. Left in the dashboard's file, they made the
 * session's import evaluate that file, 167 KB, with MUI's core and the shared file, all in one
 * task of 10 to 16 ms at full speed (45 to 94 ms of Lighthouse's blocking time at 9x), before
 * the layout's turn-by-turn loading (src/app/router.tsx `loadInTurns`) came to them.
 */
const SESSION_LIVE = 'src/features/auth/lib/session-live.ts';

/**
 * The gathered files among what the chunk of `module` imports statically, directly or through
 * another chunk, that are named in `names`: the build stops when the session's import has any.
 * Throws when `module` has no chunk of its own (something imports it statically).
 */
export function heavyImportsOf(
  bundle: Rollup.OutputBundle,
  module: string,
  names: readonly string[],
): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const start = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
  if (!start) throw new Error(`${module} has no chunk of its own in this build`);
  const seen = staticClosure(bundle, start.fileName);
  return chunks
    .filter((c) => seen.has(c.fileName) && !c.facadeModuleId && names.includes(c.name))
    .map((c) => c.name);
}

type Part = 'shared' | 'signIn' | 'dashboard' | 'theme' | 'data';

/** Each gathered file's name (its chunk's `name`) and its priority among the groups. */
const GROUPS: Record<Part, { name: string; priority: number }> = {
  shared: { name: 'first-screens', priority: 4 },
  theme: { name: 'mui', priority: 3 },
  signIn: { name: 'sign-in', priority: 2 },
  data: { name: 'data', priority: 1 },
  dashboard: { name: 'dashboard', priority: 1 },
};

/**
 * The gathered files the session's import must not evaluate: the dashboard's and MUI's core come
 * in the layout's turns (a file imported statically is evaluated with its importer, in one task).
 */
const NOT_WITH_SESSION = [GROUPS.dashboard.name, GROUPS.theme.name];

/**
 * A library's index that re-exports many modules (@mui/material, its styles, date-fns): a
 * bundler keeps only what is used of it, so walking all its imports would count far too much.
 */
function isBarrel(id: string, imports: number): boolean {
  if (!/[\\/]node_modules[\\/]/.test(id)) return false;
  return imports > 40 || (imports > 8 && /[\\/]index\.m?js$/.test(id));
}

export interface FirstScreenChunks {
  plugin: Plugin;
  /** For build.rolldownOptions.output.codeSplitting.groups, after the entry's group. */
  groups: { name: string; priority: number; test: (id: string) => boolean }[];
}

/**
 * Left to itself, the bundler makes a chunk for every set of screens that share modules: the
 * sign-in screen alone was 40 files of a few hundred bytes each, and a file compresses only
 * against itself (40 files gzip to 29 KiB, the same code in one file to 21). This gathers what
 * the two first screens load besides the entry into four files: what only the sign-in screen
 * needs, MUI's core with the theme (every screen but sign-in), what only the dashboard needs
 * besides, and what both first screens need. The screens and layouts themselves
 * stay chunks of their own (build/route-preload.ts requires it); other routes keep the
 * bundler's chunks, and load a gathered file only for a module they share with a first screen.
 */
export function firstScreenChunks(root = PROJECT_ROOT): FirstScreenChunks {
  const part = new Map<string, Part>();
  /** Per source file, the names it imports from each bare specifier (type imports left out). */
  const namedImports = new Map<string, Map<string, string[]>>();
  const plugin: Plugin = {
    name: 'first-screen-chunks',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/ },
      handler(code, id) {
        const byModule = new Map<string, string[]>();
        for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^'.][^']*)'/g)) {
          const [, typeOnly, list = '', specifier = ''] = m;
          if (typeOnly) continue;
          const names = list
            .split(',')
            .map((n) => n.trim())
            .filter((n) => n && !n.startsWith('type '))
            .map((n) => n.split(/\s+as\s+/)[0] ?? n);
          byModule.set(specifier, [...(byModule.get(specifier) ?? []), ...names]);
        }
        namedImports.set(id, byModule);
        return null;
      },
    },
    async buildEnd() {
      part.clear();
      const barrel = (id: string) => isBarrel(id, this.getModuleInfo(id)?.importedIds.length ?? 0);
      // Through a barrel, only what a source file names: `import { Alert } from '@mui/material'`
      // walks on from @mui/material/Alert.
      const through = new Map<string, string[]>();
      for (const [file, byModule] of namedImports) {
        const deps: string[] = [];
        for (const [specifier, names] of byModule) {
          const resolved = await this.resolve(specifier, file);
          if (!resolved || !barrel(resolved.id)) continue;
          for (const name of names) {
            const direct = await this.resolve(`${specifier}/${name}`, file).catch(() => null);
            if (direct) deps.push(direct.id);
          }
        }
        through.set(file, deps);
      }
      const closure = (modules: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || barrel(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
          through.get(id)?.forEach(visit);
        };
        modules.forEach((m) => visit(join(root, m)));
        // The screens and layouts stay chunks of their own.
        modules.forEach((m) => seen.delete(join(root, m)));
        return seen;
      };
      const signIn = closure(FIRST_SCREENS.signIn);
      const dashboard = closure(FIRST_SCREENS.dashboard);
      // MUI's core, which every screen but sign-in needs: not in the dashboard's file, which
      // the other guest screens would then load.
      const theme = closure([THEME_FRAME.module]);
      for (const id of theme) if (!signIn.has(id)) part.set(id, 'theme');
      for (const id of signIn) part.set(id, dashboard.has(id) ? 'shared' : 'signIn');
      for (const id of dashboard) if (!signIn.has(id) && !theme.has(id)) part.set(id, 'dashboard');
      // Of the dashboard's, what the data layer's foundation needs, with it: a file of its own.
      const data = closure([DATA_LAYER, SESSION_LIVE]);
      data.add(join(root, DATA_LAYER));
      for (const id of data) if (part.get(id) === 'dashboard') part.set(id, 'data');
    },
    generateBundle(_options, bundle) {
      const heavy = heavyImportsOf(bundle, SESSION_LIVE, NOT_WITH_SESSION);
      if (heavy.length) {
        this.error(
          `${SESSION_LIVE} imports the ${heavy.join(' and ')} file(s): the session's import ` +
            'would evaluate them in one long task (build/first-screen-chunks.ts SESSION_LIVE)',
        );
      }
    },
  };
  return {
    plugin,
    groups: (Object.keys(GROUPS) as Part[]).map((which) => ({
      ...GROUPS[which],
      test: (id: string) => part.get(id) === which,
    })),
  };
}
