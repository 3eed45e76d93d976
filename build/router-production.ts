import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The package's entries the app reaches (react-router-dom re-exports both) and their files. */
const ENTRIES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/**
 * react-router's package exports name its development build under every condition (its issues
 * #14102 and #14753, open since 7.0.2), so a production bundle carries the development checks
 * and warnings (`ENABLE_DEV_WARNINGS = true`: console warnings in vendors' browsers). The package
 * ships the production build beside it, with the same exports: the app's build resolves the
 * package's entries to that. The dev server and the tests keep the development build.
 */
export function routerProduction(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return {
    name: 'router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      handler(id) {
        const file = ENTRIES[id];
        return file ? join(dist, file) : null;
      },
    },
  };
}
