import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The two files of @mui/material/styles that choose at run time between the two kinds of theme. */
const SWAPS: Record<string, string> = {
  './createTheme.mjs': 'createThemeNoVars.mjs',
  './ThemeProvider.mjs': 'ThemeProviderNoVars.mjs',
};

const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+\.mjs$/;

/**
 * The app's theme (src/theme/create-theme.ts) is a plain one: no `cssVariables`, no
 * `colorSchemes`. For such a theme MUI's `createTheme` calls `createThemeNoVars` and its
 * `ThemeProvider` renders `ThemeProviderNoVars`, but both import the CSS-variables variants too
 * (the theme builder, the color-scheme provider and its script), so the bundler keeps about
 * 8 KiB gzip that never runs, in the entry every screen loads. This points MUI's own imports of
 * the two choosers at the variant they would pick. A theme with CSS variables would now get
 * none: src/theme/create-theme.ts must not ask for them (its unit test says so).
 */
export function muiWithoutCssVars(): Plugin {
  return {
    name: 'mui-without-css-vars',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^\.\/(createTheme|ThemeProvider)\.mjs$/ },
      handler(id, importer) {
        const swap = SWAPS[id];
        if (!swap || !importer || !MUI_STYLES.test(importer)) return null;
        return join(dirname(importer), swap);
      },
    },
  };
}
