// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { heavyImportsOf } from '../../../build/first-screen-chunks';

const SESSION_LIVE = 'src/features/auth/lib/session-live.ts';

/** A bundle of `imports` (file to the files it imports); `facades` names the modules' chunks. */
function bundleOf(
  imports: Record<string, string[]>,
  facades: Record<string, string>,
): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, files]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        name: fileName.replace(/^assets\//, '').replace(/\.js$/, ''),
        facadeModuleId: facades[fileName] ?? null,
        imports: files,
      },
    ]),
  ) as unknown as Rollup.OutputBundle;
}

const facades = {
  'assets/session-live.js': `/p/${SESSION_LIVE}`,
  'assets/dashboard-view.js': '/p/src/features/dashboard/dashboard-view.tsx',
};

describe('the gathered files the session’s import evaluates (build/first-screen-chunks.ts)', () => {
  it('finds none when it imports only the data layer and the entry', () => {
    const bundle = bundleOf(
      {
        'assets/session-live.js': ['assets/data.js', 'assets/app.js'],
        'assets/data.js': ['assets/app.js'],
        'assets/app.js': [],
        'assets/dashboard.js': ['assets/mui.js'],
        'assets/mui.js': [],
        'assets/dashboard-view.js': ['assets/dashboard.js'],
      },
      facades,
    );
    expect(heavyImportsOf(bundle, SESSION_LIVE, ['dashboard', 'mui'])).toEqual([]);
  });

  it('names the dashboard’s file and MUI’s core reached through it', () => {
    const bundle = bundleOf(
      {
        'assets/session-live.js': ['assets/data.js', 'assets/dashboard.js'],
        'assets/data.js': [],
        'assets/dashboard.js': ['assets/mui.js', 'assets/dashboard-view.js'],
        'assets/mui.js': [],
        'assets/dashboard-view.js': [],
      },
      facades,
    );
    expect(heavyImportsOf(bundle, SESSION_LIVE, ['dashboard', 'mui']).sort()).toEqual([
      'dashboard',
      'mui',
    ]);
  });

  it('stops when the session’s module has no chunk of its own', () => {
    const bundle = bundleOf({ 'assets/app.js': [] }, {});
    expect(() => heavyImportsOf(bundle, SESSION_LIVE, ['mui'])).toThrow(/no chunk of its own/);
  });
});
