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
 * The one place that sets headers on every answer. onSend sees the final status and type, so the
 * app's Content-Security-Policy (read from the built dist/) goes here too, for text/html answers.
 * Requests Node cannot parse are answered on the raw socket with the same headers (errors.ts).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
}
