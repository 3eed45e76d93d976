import { VitePWA } from 'vite-plugin-pwa';
import { HEADERS_FILE } from '../server/lib/security-headers.ts';
import { firebaseOffInWorker } from './firebase-off-in-worker.ts';

/** The service worker (sw/sw.ts, built by vite-plugin-pwa) and the web app manifest. */
export function pwa({ pushConfigured }: { pushConfigured: boolean }) {
  return VitePWA({
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
      // The hosting's headers (build/security-headers.ts), not a file of the app.
      globIgnores: ['**/node_modules/**', HEADERS_FILE],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      buildPlugins: { vite: pushConfigured ? [] : [firebaseOffInWorker()] },
    },
    manifest: {
      id: '/',
      name: 'LabDesk — lab back office',
      short_name: 'LabDesk',
      description: 'Bookings, offers, team and clients for blood-test laboratories, online or not.',
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
  });
}
