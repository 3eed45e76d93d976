import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * "The page has settled" without Playwright's `networkidle`, which never comes for a signed-in
 * page: the live channel holds one request open for as long as the app runs (`/api/sync/stream`,
 * docs/architecture.md flow 2b). The same rule otherwise: no request on the way for 500 ms.
 */

const STREAM = /\/api\/sync\/stream(\?|$)/;
const inFlightOf = new WeakMap<BrowserContext, Set<Request>>();

/** Follows the context's requests from now on (the e2e fixture does it for every test). */
export function trackRequests(context: BrowserContext): void {
  if (inFlightOf.has(context)) return;
  const inFlight = new Set<Request>();
  inFlightOf.set(context, inFlight);
  context.on('request', (request) => {
    if (!STREAM.test(request.url())) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  context.on('close', () => inFlight.clear());
}

/** Waits for the load event, then until no request but the live channel's was on its way for `quietMs`. */
export async function waitForQuiet(
  page: Page,
  { quietMs = 500, timeoutMs = 30_000 } = {},
): Promise<void> {
  const inFlight = inFlightOf.get(page.context());
  if (!inFlight) throw new Error('waitForQuiet: call trackRequests(context) when it is made');
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline) {
      const left = [...inFlight].map((r) => r.url()).join(', ');
      throw new Error(`waitForQuiet: requests still on their way after ${timeoutMs} ms: ${left}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
