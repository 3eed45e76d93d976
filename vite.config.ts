import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_VERSION_DEFINE } from './build/app-version.ts';
import { bootScripts } from './build/boot-scripts.ts';
import { firstScreenChunks } from './build/first-screen-chunks.ts';
import { fontPreload } from './build/font-preload.ts';
import { inlineSmallCss } from './build/inline-small-css.ts';
import { muiWithoutCssVars } from './build/mui-without-css-vars.ts';
import { prerenderSignIn } from './build/prerender-sign-in.ts';
import { pushConfigured } from './build/push-configured.ts';
import { pwa } from './build/pwa.ts';
import { routeManifest } from './build/route-manifest.ts';
import { routerProduction } from './build/router-production.ts';
import { securityHeaders } from './build/security-headers.ts';

export default defineConfig(({ mode }) => {
  const push = pushConfigured(mode);
  const firstScreens = firstScreenChunks();
  return {
    define: APP_VERSION_DEFINE,
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      // No `modulepreload` links for a lazy chunk's imports (a stylesheet still loads with its
      // chunk): a first load's boot script preloads the opened route's files already
      // (build/route-preload.ts), and under the service worker every file comes from its cache, where
      // each link only cost the main thread (about 4 ms at the phone's CPU; /bookings' 14 were 60 ms
      // of a warm start: bench/README.md, "What the figures still say").
      modulePreload: { resolveDependencies: () => [] },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What the entry imports statically (React, the router, i18next, MUI's core) in one
            // file rather than a dozen: it all loads first anyway, and one file compresses better.
            groups: [{ name: 'app', tags: ['$initial'], priority: 10 }, ...firstScreens.groups],
          },
        },
      },
    },
    server: {
      proxy: {
        '/api': 'http://127.0.0.1:4173',
        '/media': 'http://127.0.0.1:4173',
      },
    },
    // The index.html plugins run in this order; vite-plugin-pwa must read the final page.
    plugins: [
      routeManifest(),
      muiWithoutCssVars(),
      routerProduction(),
      firstScreens.plugin,
      react(),
      inlineSmallCss(),
      fontPreload(),
      prerenderSignIn(),
      bootScripts(),
      pwa({ pushConfigured: push }),
      // Last: hashes the inline scripts of the finished pages into the headers files.
      securityHeaders({ firebase: push }),
    ],
  };
});
