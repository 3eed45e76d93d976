import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Headers every answer carries, whatever sends it: routes, errors, 404s, static files, /media. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Browsers must take the declared type: an upload or a JSON error never runs as a page or script.
  'X-Content-Type-Options': 'nosniff',
  // Not no-referrer: under that policy browsers send `Origin: null` on same-origin POSTs, which
  // would blind any origin check the API adds later. This is the browsers' default, pinned: full
  // URL to this origin, only the origin to others, nothing from HTTPS to HTTP.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The file in the built app that holds its headers (the Content-Security-Policy with the hashes
 * of the page's inline scripts, the frame policy and the headers above), written by the build
 * (build/security-headers.ts) in Firebase Hosting's `headers` block format.
 */
export const HEADERS_FILE = 'headers.json';

interface HostingHeaders {
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** The headers the build wrote for the app in `staticDir`; none when it is not built. */
export function readAppHeaders(staticDir: string | undefined): Record<string, string> {
  const file = staticDir && path.join(staticDir, HEADERS_FILE);
  if (!file || !existsSync(file)) return {};
  const block = JSON.parse(readFileSync(file, 'utf8')) as HostingHeaders;
  return Object.fromEntries(
    block.headers.flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
  );
}

/**
 * The one place that sets headers on every answer; onSend sees every answer, errors and 404s
 * too. The app's own headers (its policy) go on everything but the API's JSON: the pages, the
 * worker's script (the policy of a worker is the one its script arrives with) and /media, where
 * it keeps an uploaded file from running script in the app's origin. Requests Node cannot parse
 * are answered on the raw socket with SECURITY_HEADERS (errors.ts).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  appHeaders: Readonly<Record<string, string>>,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname !== '/api' && !pathname.startsWith('/api/')) reply.headers(appHeaders);
    return payload;
  });
}
