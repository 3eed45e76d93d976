import type { Rollup } from 'vite';
import { SUPPORTED_LANGUAGES } from '../src/config/constants.ts';
import { LAYOUTS, NOT_FOUND, ROUTES, type Screen } from '../src/config/routes.ts';
import type { BootData } from './page/page-data.ts';

/**
 * A module's chunk and every chunk it imports statically, minus what the entry already loads.
 * Every screen of the manifest is loaded lazily (src/app/lazy-screen.ts), so each has a chunk of
 * its own: when one has none, its route would silently lose its preload, so the build stops.
 */
function chunkClosure(bundle: Rollup.OutputBundle, module: string, skip: Set<string>): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const start = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
  if (!start) {
    throw new Error(
      `src/config/routes.ts: ${module} has no chunk of its own in this build, so its route ` +
        'cannot be preloaded (is it imported statically somewhere?)',
    );
  }
  const out = new Set<string>();
  const visit = (file: string) => {
    if (out.has(file) || skip.has(file)) return;
    out.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...out];
}

/** What a first load of each path needs besides the entry: its layout, its screen, its words. */
function routeNeeds(): { test: string; screens: Screen[] }[] {
  return [
    ...ROUTES.map((route) => ({
      test: route.path === '/' ? '^/$' : `^${route.path}/?$`,
      screens: [LAYOUTS[route.access], route],
    })),
    { test: '^/', screens: [NOT_FOUND] },
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
    files: [...new Set(screens.flatMap((s) => chunkClosure(bundle, s.module, skip)).map(index))],
    namespaces: [...new Set(['common', ...screens.flatMap((s) => s.namespaces)])],
  }));
  return { files, routes, languages: [...SUPPORTED_LANGUAGES], entry };
}
