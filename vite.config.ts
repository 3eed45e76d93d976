import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
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

export default defineConfig(({ mode }) => {
  const fileEnv = loadEnv(mode, process.cwd(), 'VITE_FIREBASE_');
  const pushConfigured = FIREBASE_KEYS.every((k) => (process.env[k] ?? fileEnv[k] ?? '') !== '');
  return {
    define: {
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
    },
    server: {
      proxy: {
        '/api': 'http://127.0.0.1:4173',
        '/media': 'http://127.0.0.1:4173',
      },
    },
    plugins: [
      react(),
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
          theme_color: '#00A76F',
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
