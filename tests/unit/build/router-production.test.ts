// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerProduction } from '../../../build/router-production';

function resolve(id: string): string | null {
  const hook = routerProduction().resolveId as { handler: (id: string) => string | null };
  return hook.handler(id);
}

/** The names a build's index.mjs exports, from its `export { a, b as c } from ...` lists. */
function exportedNames(index: string): string[] {
  const source = readFileSync(index, 'utf8');
  const names = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list = '']) =>
    list
      .split(',')
      .map(
        (n) =>
          n
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
      )
      .filter(Boolean),
  );
  return [...new Set(names)].sort();
}

describe("the app's build takes react-router's production build", () => {
  const production = resolve('react-router');

  it('resolves react-router to a production build that turns its dev warnings off', () => {
    expect(production).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(production && existsSync(production)).toBe(true);
    const chunks = readFileSync(production ?? '', 'utf8').match(/\.\/chunk-[\w-]+\.mjs/g) ?? [];
    const code = chunks.map((c) => readFileSync(join(dirname(production ?? ''), c), 'utf8'));
    expect(code.join('\n')).toContain('ENABLE_DEV_WARNINGS = false');
  });

  it('exports the same names as the development build the package points at', () => {
    const development = join(dirname(production ?? ''), '..', 'development', 'index.mjs');
    expect(exportedNames(production ?? '')).toEqual(exportedNames(development));
    expect(exportedNames(production ?? '')).toContain('useRoutes');
  });

  it('leaves every other import alone', () => {
    expect(resolve('react-router/dom')).toMatch(/dist[\\/]production[\\/]dom-export\.mjs$/);
    expect(resolve('react-router-dom')).toBeNull();
    expect(resolve('react')).toBeNull();
  });
});
