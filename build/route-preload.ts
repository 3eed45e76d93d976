import type { Rollup } from 'vite';
import { screensOf, THEME_FRAME } from '../src/config/route-frames.ts';
import type { Screen } from '../src/config/route-types.ts';
import { NOT_FOUND, ROUTES } from '../src/config/routes.ts';
import type { BootData } from './page/page-data.ts';

/**
 * The chunk of a manifest screen. Every one is loaded lazily (src/app/lazy-screen.ts), so each
 * has a chunk of its own that exports its component by name; when not, its route would lose its
 * preload, or fail only when opened, so the build stops.
 */
function screenChunk(bundle: Rollup.OutputBundle, { module, component }: Screen) {
  const chunk = Object.values(bundle).find(
    (c): c is Rollup.OutputChunk =>
      c.type === 'chunk' && !!c.facadeModuleId?.endsWith(`/${module}`),
  );
  if (!chunk) {
    throw new Error(
      `src/config/routes.ts: ${module} has no chunk of its own in this build, so its route ` +
        'cannot be preloaded (is it imported statically somewhere?)',
    );
  }
  if (!chunk.exports.includes(component)) {
    throw new Error(`src/config/routes.ts: ${module} does not export ${component}`);
  }
  return chunk;
}

/**
 * The chunk `fileName` and every chunk it imports statically, directly or through another, but
 * for those in `skip`: what evaluating it evaluates.
 */
export function staticClosure(
  bundle: Rollup.OutputBundle,
  fileName: string,
  skip: ReadonlySet<string> = new Set(),
): Set<string> {
  const out = new Set<string>();
  const visit = (file: string) => {
    if (out.has(file) || skip.has(file)) return;
    out.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(fileName);
  return out;
}

/** A screen's chunk and every chunk it imports statically, minus what the entry already loads. */
function chunkClosure(bundle: Rollup.OutputBundle, screen: Screen, skip: Set<string>): string[] {
  return [...staticClosure(bundle, screenChunk(bundle, screen).fileName, skip)];
}

/** What a first load of each path needs besides the entry: its layout, its screen, its words. */
function routeNeeds(): { test: string; screens: Screen[] }[] {
  return [
    ...ROUTES.map((route) => ({
      test: route.path === '/' ? '^/$' : `^${route.path}/?$`,
      screens: screensOf(route),
    })),
    { test: '^/', screens: [THEME_FRAME, NOT_FOUND] },
  ];
}

/**
 * The data of build/page/boot.ts for this bundle: per route of src/config/routes.ts, the chunks
 * of its layout and screen and its namespaces (common first, then the layout's).
 */
export function bootData(bundle: Rollup.OutputBundle, entry: string[]): BootData {
  const entryChunk = Object.values(bundle).find(
    (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry,
  );
  const skip = new Set([entryChunk?.fileName ?? '', ...(entryChunk?.imports ?? [])]);
  const files: string[] = [];
  const index = (file: string) => {
    const url = `/${file}`;
    if (!files.includes(url)) files.push(url);
    return files.indexOf(url);
  };
  const routes = routeNeeds().map(({ test, screens }) => ({
    test,
    files: [...new Set(screens.flatMap((s) => chunkClosure(bundle, s, skip)).map(index))],
    namespaces: [...new Set(['common', ...screens.flatMap((s) => s.namespaces)])],
  }));
  return { files, routes, entry };
}
