// @vitest-environment node
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { muiWithoutCssVars } from '../../../build/mui-without-css-vars';
import { createTheme } from '../../../src/theme/create-theme';

const stylesDir = join(
  dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')),
  'styles',
);

function resolve(id: string, importer: string | undefined): unknown {
  const hook = muiWithoutCssVars().resolveId as {
    handler: (id: string, importer: string | undefined) => unknown;
  };
  return hook.handler(id, importer);
}

describe('MUI without its CSS-variables themes', () => {
  it('keeps the app theme one MUI builds without CSS variables', () => {
    const theme = createTheme();
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('colorSchemes');
  });

  it("points MUI's theme builder and provider at their plain variants", () => {
    const importer = join(stylesDir, 'index.mjs');
    expect(resolve('./createTheme.mjs', importer)).toBe(join(stylesDir, 'createThemeNoVars.mjs'));
    expect(resolve('./ThemeProvider.mjs', importer)).toBe(
      join(stylesDir, 'ThemeProviderNoVars.mjs'),
    );
  });

  it('leaves the same file names elsewhere alone', () => {
    const system = join(stylesDir, '..', '..', 'system', 'createTheme', 'index.mjs');
    expect(resolve('./createTheme.mjs', system)).toBeNull();
    expect(resolve('./createTheme.mjs', undefined)).toBeNull();
  });
});
