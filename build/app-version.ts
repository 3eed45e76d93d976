import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** package.json's version for src/config/env.ts, in the app and in its pre-render alike. */
export const APP_VERSION_DEFINE = {
  'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
};
