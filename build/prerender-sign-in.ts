import react from '@vitejs/plugin-react';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { APP_VERSION_DEFINE } from './app-version.ts';
import { inlineScripts } from './inline-scripts.ts';
import { pwaRegisterOff } from './pwa-register-off.ts';

const SIGN_IN_TEMPLATE = 'prerendered-sign-in';

/** What src/prerender/sign-in.tsx's `renderSignIn` gives (kept out of this program: JSX). */
interface Prerendered {
  html: string;
  styles: string;
}

/** Builds src/prerender/sign-in.tsx for Node and runs it. */
async function renderSignIn(): Promise<Prerendered> {
  // Under node_modules, so that what the bundle leaves external resolves; a directory of its own,
  // as other checkouts sharing node_modules may build at the same time.
  const cache = resolve('node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(join(cache, 'prerender-sign-in-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      define: APP_VERSION_DEFINE,
      plugins: [react(), pwaRegisterOff()],
      ssr: { noExternal: true },
      build: {
        ssr: 'src/prerender/sign-in.tsx',
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
      },
    });
    const entry = pathToFileURL(join(outDir, 'sign-in.js')).href;
    const mod = (await import(entry)) as { renderSignIn: () => Promise<Prerendered> };
    return await mod.renderSignIn();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * On a weak network the sign-in form would appear only once about 180 KB of scripts had loaded
 * and run. This renders it at build time and writes it into index.html as a template, with the
 * inline script build/page/show-sign-in.ts that shows it on /login. The theme's variables go in
 * the head of every page, not in the template: the dashboard's snapshot, painted before any
 * script too, draws with them as well. It runs before vite-plugin-pwa reads index.html, so the
 * worker precaches this version.
 */
export function prerenderSignIn(): Plugin {
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { html: markup, styles } = await renderSignIn();
        const template = `<template id="${SIGN_IN_TEMPLATE}">${markup}</template>`;
        const script = await inlineScripts.showSignIn({ templateId: SIGN_IN_TEMPLATE });
        // Functions, so that `$` in the script is not read as a replacement pattern.
        return html
          .replace('</head>', () => `  ${styles}\n  </head>`)
          .replace('</body>', () => `${template}\n    <script>${script}</script>\n  </body>`);
      },
    },
  };
}
