// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootData } from '../../../build/route-preload';
import { THEME_FRAME } from '../../../src/config/route-frames';
import type { Screen } from '../../../src/config/route-types';
import { LAYOUTS, NOT_FOUND, ROUTES } from '../../../src/config/routes';

function chunk(fileName: string, facadeModuleId: string | null, exports: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports: [] as string[],
    exports,
    isEntry: false,
  };
}

const fileOf = (module: string) =>
  `assets/${module.replace(/^.*\//, '').replace(/\.tsx?$/, '')}.js`;

/** Every screen of the manifest in a chunk of its own; the entry shares one with the auth layout. */
function bundleOf(screens: Screen[]): Rollup.OutputBundle {
  const chunks = [
    { ...chunk('assets/app.js', '/p/src/main.tsx'), isEntry: true },
    chunk('assets/runtime.js', null),
    chunk('assets/card.js', null),
    chunk('assets/otp.js', null),
    ...screens.map((s) => chunk(fileOf(s.module), `/p/${s.module}`, [s.component])),
  ];
  const imports: Record<string, string[]> = {
    'assets/app.js': ['assets/runtime.js'],
    'assets/auth-layout.js': ['assets/runtime.js', 'assets/card.js'],
    'assets/login-view.js': ['assets/card.js', 'assets/otp.js'],
  };
  return Object.fromEntries(
    chunks.map((c) => [c.fileName, { ...c, imports: imports[c.fileName] ?? c.imports }]),
  ) as unknown as Rollup.OutputBundle;
}

const SCREENS: Screen[] = [...Object.values(LAYOUTS), THEME_FRAME, NOT_FOUND, ...ROUTES];

describe('the preload table of the boot script', () => {
  const data = bootData(bundleOf(SCREENS), ['/assets/runtime.js', '/assets/app.js']);
  const forPath = (path: string) => {
    const route = data.routes.find((r) => new RegExp(r.test).test(path));
    return route && { files: route.files.map((i) => data.files[i]), namespaces: route.namespaces };
  };

  it('preloads a route’s layout and screen with what they import, but not the entry’s files', () => {
    // The sign-in screen is plain (src/components/plain): no theme chunk.
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
      files: ['/assets/dashboard-layout.js', '/assets/theme-frame.js', '/assets/dashboard-view.js'],
      namespaces: ['common', 'sync', 'notifications', 'bookings'],
    });
    expect(forPath('/no/such/page')).toEqual({
      files: ['/assets/theme-frame.js', '/assets/not-found.js'],
      namespaces: ['common'],
    });
    expect(data.entry).toEqual(['/assets/runtime.js', '/assets/app.js']);
  });

  it('adds MUI’s theme to a guest screen drawn with MUI', () => {
    expect(forPath('/signup')?.files).toEqual([
      '/assets/auth-layout.js',
      '/assets/card.js',
      '/assets/theme-frame.js',
      '/assets/signup-view.js',
    ]);
  });

  it('stops the build when a screen of the manifest has no chunk of its own', () => {
    const missing = 'src/features/team/components/team-view.tsx';
    const bundle = bundleOf(SCREENS.filter((s) => s.module !== missing));
    expect(() => bootData(bundle, [])).toThrow(`${missing} has no chunk of its own`);
  });

  it('stops the build when a screen’s chunk does not export its component', () => {
    const renamed = SCREENS.map((s) =>
      s.component === 'TeamView' ? { ...s, component: 'TeamScreen' } : s,
    );
    expect(() => bootData(bundleOf(renamed), [])).toThrow(
      'src/features/team/components/team-view.tsx does not export TeamView',
    );
  });
});
