import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const DEFINE = {
  'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
};

const FIREBASE_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_VAPID_KEY',
];

const FIREBASE_STUB = '\0firebase-off';

/**
 * Without the Firebase settings the worker never starts Firebase, but a bundler cannot drop
 * modules that run code when loaded: swap them for an empty stand-in so the worker stays small.
 */
function firebaseOffInWorker(): Plugin {
  return {
    name: 'firebase-off-in-worker',
    enforce: 'pre',
    resolveId(id) {
      return id === 'firebase/app' || id === 'firebase/messaging/sw' ? FIREBASE_STUB : null;
    },
    load(id) {
      if (id !== FIREBASE_STUB) return null;
      return [
        'const off = () => { throw new Error("Push is not configured"); };',
        'export const initializeApp = off;',
        'export const getMessaging = off;',
        'export const onBackgroundMessage = off;',
      ].join('\n');
    },
  };
}

const PUBLIC_PATHS = [
  'login',
  'signup',
  'success',
  'forgot_password',
  'set_password',
  'pass_success',
];

/** What a first load of a path needs besides the entry: its layout, its screen, its words. */
const ROUTE_NEEDS: { test: string; modules: string[]; namespaces: string[] }[] = [
  {
    test: `^/(${PUBLIC_PATHS.join('|')})/?$`,
    modules: ['src/layouts/auth/auth-layout.tsx', 'src/features/auth/components/login-view.tsx'],
    namespaces: ['common', 'auth'],
  },
  {
    test: '^/$',
    modules: [
      'src/layouts/dashboard/dashboard-layout.tsx',
      'src/features/dashboard/components/dashboard-view.tsx',
    ],
    namespaces: ['common', 'sync', 'notifications', 'bookings'],
  },
  {
    // The table's first page; the data grid's chunk follows when the screen is idle.
    test: '^/bookings/?$',
    modules: [
      'src/layouts/dashboard/dashboard-layout.tsx',
      'src/features/bookings/components/bookings-table-view.tsx',
    ],
    namespaces: ['common', 'sync', 'notifications', 'bookings'],
  },
  {
    test: '^/',
    modules: ['src/layouts/dashboard/dashboard-layout.tsx'],
    namespaces: ['common', 'sync', 'notifications'],
  },
];

/** A chunk's file and every chunk it imports statically, minus what the entry already loads. */
function chunkClosure(
  bundle: Rollup.OutputBundle,
  moduleSuffix: string,
  skip: Set<string>,
): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const start = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
  if (!start) return [];
  const out = new Set<string>();
  const visit = (file: string) => {
    if (out.has(file) || skip.has(file)) return;
    out.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...out];
}

/** The inline code that preloads, for the path being opened, its chunks and locale files. */
function routePreloadCode(bundle: Rollup.OutputBundle): string {
  const entry = Object.values(bundle).find(
    (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry,
  );
  const skip = new Set<string>();
  if (entry) {
    skip.add(entry.fileName);
    entry.imports.forEach((f) => skip.add(f));
  }
  const table = ROUTE_NEEDS.map((r) => ({
    t: r.test,
    m: [...new Set(r.modules.flatMap((m) => chunkClosure(bundle, m, skip)))].map((f) => `/${f}`),
    n: r.namespaces,
  }));
  // i18next loads the fallback language as well as the detected one (SPEC 1: German is the
  // fallback of English and the other way round), so both are on the critical path.
  return `try{var T=${JSON.stringify(table)};var p=location.pathname;var r=T.find(function(x){return new RegExp(x.t).test(p)});if(r){var h=document.head;var add=function(rel,href,as){var e=document.createElement('link');e.rel=rel;e.href=href;if(as){e.as=as;e.crossOrigin='anonymous'}h.appendChild(e)};r.m.forEach(function(f){add('modulepreload',f)});['en','de'].forEach(function(l){r.n.forEach(function(n){add('preload','/locales/'+l+'/'+n+'.json','fetch')})})}}catch(e){}`;
}

/**
 * How the scripts start. Route chunks are lazy, so a first load would fetch the entry, run it,
 * and only then discover the screen's chunks and translation files: one round trip after
 * another on a weak network. So an inline script preloads, for the path being opened, its
 * chunks and the locale files it needs, and loads the entry's module scripts (taken out of the
 * head). On the pre-rendered sign-in form it waits for the first frame: the form is already
 * there, and a fast network would otherwise deliver the entry in time for its evaluation (about
 * 0.3 s of a tablet's CPU) to run before the first paint. Elsewhere it starts at once. Must come
 * after prerenderSignIn, whose inline script marks #root.
 */
function bootScripts(): Plugin {
  return {
    name: 'boot-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const sources: string[] = [];
        const rest = html.replace(
          /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
          (_tag, src: string) => {
            sources.push(src);
            return '';
          },
        );
        const load = `${routePreloadCode(ctx.bundle)}${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=s;document.head.appendChild(e)})`;
        const script = `<script>(function(){var go=function(){${load}};if(document.getElementById('root').dataset.prerendered)requestAnimationFrame(function(){setTimeout(go)});else go()})()</script>`;
        return rest.replace('</body>', `  ${script}\n  </body>`);
      },
    },
  };
}

/**
 * The entry's stylesheet is only the @font-face rules (about 600 bytes), yet as a file it is
 * render-blocking: one more round trip before the first paint on a weak network. Small enough
 * stylesheets go into index.html instead.
 */
function inlineSmallCss(maxBytes = 4096): Plugin {
  return {
    name: 'inline-small-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset' || typeof asset.source !== 'string') return tag;
            return asset.source.length > maxBytes ? tag : `<style>${asset.source}</style>`;
          },
        );
      },
    },
  };
}

const PWA_REGISTER_OFF = '\0pwa-register-off';

/** The pre-render registers no worker: a stand-in for vite-plugin-pwa's virtual module. */
function pwaRegisterOff(): Plugin {
  return {
    name: 'pwa-register-off',
    resolveId: (id) => (id === 'virtual:pwa-register/react' ? PWA_REGISTER_OFF : null),
    load: (id) =>
      id === PWA_REGISTER_OFF
        ? 'const no = [false, () => {}]; export function useRegisterSW() { return { needRefresh: no, offlineReady: no, updateServiceWorker: async () => {} }; }'
        : null,
  };
}

const SIGN_IN_TEMPLATE = 'prerendered-sign-in';

/**
 * Runs inline while index.html is parsed, before any script has loaded: on /login, for a visitor
 * who will get English, it puts the pre-rendered form in #root (and its styles in the head), so
 * the first paint is the form. main.tsx hydrates it. Any other path keeps the splash. What is
 * typed before then stays (OtpForm adopts it).
 */
function showPrerenderedSignIn(templateId: string): void {
  try {
    const root = document.getElementById('root');
    const template = document.getElementById(templateId);
    if (!root || !(template instanceof HTMLTemplateElement)) return;
    if (!/^\/login\/?$/.test(location.pathname)) return;
    // i18next's detection (src/lib/i18n.ts) in short: ?lng=, the stored choice, the browser's
    // languages; German when none is supported.
    const wanted =
      new URLSearchParams(location.search).get('lng') ??
      localStorage.getItem('i18nextLng') ??
      navigator.languages.find((l) => /^(en|de)\b/i.test(l)) ??
      'de';
    if (!/^en\b/i.test(wanted)) return;
    const content = template.content;
    content.querySelectorAll('style').forEach((style) => document.head.appendChild(style));
    root.replaceChildren(content);
    root.dataset.prerendered = 'sign-in';
    // Until React has hydrated the form its buttons stay disabled: the submit button would let
    // Enter submit the form natively, the others (a password instead, the language) would take a
    // click and do nothing. AppRoutes enables them.
    root.querySelectorAll('button').forEach((button) => {
      button.setAttribute('disabled', '');
      button.setAttribute('data-until-ready', '');
    });
  } catch {
    // The splash stays and React renders the screen.
  }
}

/**
 * On a weak network the sign-in form used to appear only once about 180 KB of scripts had
 * loaded and run. This renders it at build time (src/prerender/sign-in.tsx, built for Node into
 * node_modules/.cache) and writes it into index.html as a template that `showPrerenderedSignIn`
 * shows on /login. It runs before vite-plugin-pwa reads index.html, so the worker precaches
 * this version.
 */
function prerenderSignIn(): Plugin {
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const outDir = resolve('node_modules/.cache/prerender-sign-in');
        await build({
          configFile: false,
          logLevel: 'warn',
          define: DEFINE,
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
        const mod = (await import(`${entry}?t=${Date.now()}`)) as {
          renderSignIn: () => Promise<{ html: string; styles: string }>;
        };
        const { html: markup, styles } = await mod.renderSignIn();
        const template = `<template id="${SIGN_IN_TEMPLATE}">${styles}${markup}</template>`;
        const script = `<script>(${showPrerenderedSignIn.toString()})(${JSON.stringify(SIGN_IN_TEMPLATE)})</script>`;
        return html.replace('</body>', `${template}\n    ${script}\n  </body>`);
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const fileEnv = loadEnv(mode, process.cwd(), 'VITE_FIREBASE_');
  const pushConfigured = FIREBASE_KEYS.every((k) => (process.env[k] ?? fileEnv[k] ?? '') !== '');
  return {
    define: DEFINE,
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What the entry imports statically (React, the router, i18next, MUI's core) in one
            // file rather than a dozen: it all loads first anyway, and one file compresses better.
            groups: [{ name: 'app', tags: ['$initial'] }],
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
    plugins: [
      react(),
      inlineSmallCss(),
      prerenderSignIn(),
      bootScripts(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifestFilename: 'manifest.webmanifest',
        includeAssets: ['favicon.svg', 'logo.svg', 'icons/apple-touch-icon.png'],
        injectManifest: {
          // Locale files are JSON: Workbox's default glob leaves them out (PITFALLS.md).
          globPatterns: ['**/*.{js,css,html,json,svg,png,woff2,webmanifest}'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          buildPlugins: { vite: pushConfigured ? [] : [firebaseOffInWorker()] },
        },
        manifest: {
          id: '/',
          name: 'LabDesk — lab back office',
          short_name: 'LabDesk',
          description:
            'Bookings, offers, team and clients for blood-test laboratories, online or not.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: '#007B55',
          background_color: '#F4F6F8',
          lang: 'en',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        devOptions: { enabled: false },
      }),
    ],
  };
});
