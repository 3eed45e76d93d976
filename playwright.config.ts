import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/chromium';

/** Browser tests drive Debian's Chromium against the real server on its own port and data dir. */
const port = Number(process.env.E2E_PORT ?? 4310);
const staticDir = process.env.E2E_DIST ?? 'dist';

/**
 * The demo seed writes today's patients (9, 12 and 15 o'clock) once per run, on the server's
 * day. A run that crossed midnight would find "today" empty in its last tests, so the whole run
 * (this process and its workers, the server, Chromium) keeps the clock of a fixed-offset zone in
 * which it starts at noon. Computed once: the workers inherit it through the environment.
 */
function noonZone(): string {
  const ahead = 12 - new Date().getUTCHours(); // -11 to 12 hours ahead of UTC
  return ahead === 0 ? 'Etc/GMT' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
}
process.env.E2E_TZ ??= noonZone();
process.env.TZ = process.env.E2E_TZ;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    serviceWorkers: 'allow',
    timezoneId: process.env.E2E_TZ,
    trace: 'off',
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: `npx tsx tests/e2e/serve.ts`,
    url: `http://127.0.0.1:${port}/api/common/roles`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      DATA_DIR: process.env.E2E_DATA_DIR ?? `.e2e-data/${port}`,
      DEMO_OTP: '246810',
      TZ: process.env.E2E_TZ,
    },
  },
});
