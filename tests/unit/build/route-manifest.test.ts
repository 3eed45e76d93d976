// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeManifest, type RouteManifest } from '../../../build/route-manifest';
import type { Namespace } from '../../../src/config/route-types';
import { LAYOUTS, NOT_FOUND, ROUTES } from '../../../src/config/routes';

const MANIFEST: RouteManifest = { layouts: LAYOUTS, routes: ROUTES, notFound: NOT_FOUND };

/** The manifest with the route at `path` changed. */
function withRoute(path: string, change: object): RouteManifest {
  const routes = ROUTES.map((r) => (r.path === path ? { ...r, ...change } : r));
  return { ...MANIFEST, routes };
}

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'route-manifest-'));
  await writeFile(join(dir, 'entry.js'), 'export const answer = 42;\n');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** A small vite build with the manifest check of the app's build. */
function buildWith(manifest: RouteManifest) {
  return build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [routeManifest(manifest)],
    build: { write: false, lib: { entry: join(dir, 'entry.js'), formats: ['es'] } },
  });
}

describe('the build’s check of src/config/routes.ts', () => {
  it('lets the app’s own manifest through', async () => {
    await expect(buildWith(MANIFEST)).resolves.toBeDefined();
  });

  it('fails the build on a module that does not exist, naming it', async () => {
    const module = 'src/features/team/components/crew-view.tsx';
    await expect(buildWith(withRoute('/team', { module }))).rejects.toThrow(
      `route /team: its module ${module} does not exist`,
    );
  });

  it('fails the build on a namespace without a locale file, naming the file', async () => {
    const namespaces = ['catalogue', 'crew' as Namespace];
    await expect(buildWith(withRoute('/team', { namespaces }))).rejects.toThrow(
      'route /team: its namespace "crew" has no locale file public/locales/en/crew.json',
    );
  });
});
