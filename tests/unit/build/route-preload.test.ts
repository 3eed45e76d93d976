// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootData } from '../../../build/route-preload';
import { LAYOUTS, NOT_FOUND, ROUTES } from '../../../src/config/routes';

function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = []) {
  return { type: 'chunk', fileName, facadeModuleId, imports, isEntry: false };
}

const fileOf = (module: string) =>
  `assets/${module.replace(/^.*\//, '').replace(/\.tsx?$/, '')}.js`;

/** Every module of the manifest in a chunk of its own; the entry shares one with the auth layout. */
function bundleOf(modules: string[]): Rollup.OutputBundle {
  const chunks = [
    { ...chunk('assets/app.js', '/p/src/main.tsx', ['assets/runtime.js']), isEntry: true },
    chunk('assets/runtime.js', null),
    chunk('assets/card.js', null),
    chunk('assets/otp.js', null),
    ...modules.map((m) => chunk(fileOf(m), `/p/${m}`)),
  ];
  const imports: Record<string, string[]> = {
    'assets/auth-layout.js': ['assets/runtime.js', 'assets/card.js'],
    'assets/login-view.js': ['assets/card.js', 'assets/otp.js'],
  };
  return Object.fromEntries(
    chunks.map((c) => [c.fileName, { ...c, imports: imports[c.fileName] ?? c.imports }]),
  ) as unknown as Rollup.OutputBundle;
}

const MODULES = [...Object.values(LAYOUTS), NOT_FOUND, ...ROUTES].map((s) => s.module);

describe('the preload table of the boot script', () => {
  const data = bootData(bundleOf(MODULES), ['/assets/runtime.js', '/assets/app.js']);
  const forPath = (path: string) => {
    const route = data.routes.find((r) => new RegExp(r.test).test(path));
    return route && { files: route.files.map((i) => data.files[i]), namespaces: route.namespaces };
  };

  it('preloads a route’s layout and screen with what they import, but not the entry’s files', () => {
    expect(forPath('/login')).toEqual({
      files: [
        '/assets/auth-layout.js',
        '/assets/card.js',
        '/assets/login-view.js',
        '/assets/otp.js',
      ],
      namespaces: ['common', 'auth'],
    });
    expect(forPath('/login/')).toEqual(forPath('/login'));
  });

  it('adds the layout’s namespaces to the screen’s, and sends any other path to not-found', () => {
    expect(forPath('/')).toEqual({
      files: ['/assets/dashboard-layout.js', '/assets/dashboard-view.js'],
      namespaces: ['common', 'sync', 'notifications', 'bookings'],
    });
    expect(forPath('/no/such/page')).toEqual({
      files: ['/assets/not-found.js'],
      namespaces: ['common'],
    });
    expect(data.entry).toEqual(['/assets/runtime.js', '/assets/app.js']);
    expect(data.languages).toEqual(['en', 'de']);
  });

  it('stops the build when a screen of the manifest has no chunk of its own', () => {
    const missing = 'src/features/team/components/team-view.tsx';
    const bundle = bundleOf(MODULES.filter((m) => m !== missing));
    expect(() => bootData(bundle, [])).toThrow(`${missing} has no chunk of its own`);
  });
});
