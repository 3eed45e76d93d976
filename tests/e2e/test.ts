import { test as base } from '@playwright/test';
import { trackRequests } from './quiet';

export { expect } from '@playwright/test';

/** A report of the browser's `securitypolicyviolation` event. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: CspViolation) => Promise<void>;
  }
}

/**
 * Playwright's test with one automatic fixture: the context's requests are followed (for
 * `waitForQuiet`), and every page of the test's context reports each
 * Content-Security-Policy violation, and the test fails after its body if there was any. So the
 * whole suite, every route it visits, runs under the policy the build wrote; a spec that provokes
 * a violation on purpose empties `cspViolations` itself.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use, testInfo) => {
      // Every context's requests are followed, for waitForQuiet (./quiet.ts).
      trackRequests(context);
      const violations: CspViolation[] = [];
      await context.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void window.__reportCspViolation?.({
            page: event.documentURI,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
          });
        });
      });
      await use(violations);
      if (testInfo.status === testInfo.expectedStatus && violations.length > 0) {
        throw new Error(
          `Content-Security-Policy violations:\n${JSON.stringify(violations, null, 2)}`,
        );
      }
    },
    { auto: true },
  ],
});
