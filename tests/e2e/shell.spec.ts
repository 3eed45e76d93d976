import { chromium } from '@playwright/test';
import { expect, test } from './test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './chromium';
import { collectConsoleErrors, signInFast, waitForServiceWorker } from './fixtures';
import { waitForQuiet } from './quiet';

const PROTECTED = [
  '/',
  '/calendar',
  '/team',
  '/help',
  '/services',
  '/offers',
  '/client',
  '/profile',
  '/business',
  '/business_images',
  '/change_password',
  '/bookings',
];
const PUBLIC = [
  '/login',
  '/signup',
  '/success',
  '/forgot_password',
  '/set_password',
  '/pass_success',
];

test('an unauthenticated visit to each protected route lands on /login', async ({ page }) => {
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, `visiting ${path}`).toHaveURL(/\/login$/);
  }
});

test('a signed-in vendor opening a public route is sent to the dashboard', async ({ page }) => {
  await signInFast(page);
  for (const path of PUBLIC) {
    await page.goto(path);
    await expect(page, `visiting ${path}`).toHaveURL(/\/$/);
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('?lng=de renders German and stores the choice under i18nextLng', async ({ page }) => {
  await page.goto('/login?lng=de');
  await expect(page).toHaveTitle(/Anmelden/);
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
  await page.goto('/login');
  await expect(page).toHaveTitle(/Anmelden/);
});

test('the header switches the language', async ({ page }) => {
  await signInFast(page);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kalender' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
});

test('offline, a reload still renders the app and both languages load', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(/Sign in/);
  const locales = await page.evaluate(async () => {
    const en = await fetch('/locales/en/common.json').then((r) => r.json());
    const de = await fetch('/locales/de/common.json').then((r) => r.json());
    return [en.nav.calendar, de.nav.calendar] as string[];
  });
  expect(locales).toEqual(['Calendar', 'Kalender']);
  await page.goto('/login?lng=de');
  await expect(page).toHaveTitle(/Anmelden/);
  await context.setOffline(false);
});

test("the built files and the words come from the worker's caches and the API from the network, past the worker's code", async ({
  page,
}) => {
  await signInFast(page);
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // How each request was routed (Resource Timing's static-routing fields, Chromium 123+), once
  // the start's pull has asked the API.
  const routed = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const e = entry as PerformanceResourceTiming & { workerMatchedSourceType?: string };
        return { path: new URL(e.name).pathname, source: e.workerMatchedSourceType ?? '' };
      }),
    );
  await expect
    .poll(async () => (await routed()).some((r) => r.path.startsWith('/api/')))
    .toBe(true);
  const entries = await routed();
  const assets = entries.filter((r) => r.path.startsWith('/assets/'));
  const api = entries.filter((r) => r.path.startsWith('/api/'));
  const words = entries.filter((r) => r.path.startsWith('/locales/'));
  expect(assets.length).toBeGreaterThan(5);
  expect(assets.filter((r) => r.source !== 'cache')).toEqual([]);
  expect(words.map((r) => r.path)).toContain('/locales/en/common.json');
  expect(words.filter((r) => r.source !== 'cache')).toEqual([]);
  // The fallback language's words come once the first screen is up (src/lib/i18n.ts).
  await expect
    .poll(async () => (await routed()).map((r) => r.path))
    .toContain('/locales/de/common.json');
  expect(api.filter((r) => r.source !== 'network')).toEqual([]);
  // With every file in the worker's cache, nothing is preloaded: neither the boot script's links
  // nor those Vite adds for a lazy screen's imports (each a few ms of a phone's main thread).
  await page.getByRole('link', { name: 'Bookings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  expect(await page.locator('link[rel=modulepreload]').count()).toBe(0);
});

test("a returning vendor's worker installs after the start's refresh has landed, not beside it", async ({
  page,
  context,
}) => {
  await signInFast(page);
  await waitForServiceWorker(page);
  // The browser dropped the worker and its caches (the mirror stays): the next load installs it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(page.url()).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.detach();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let feedAsked = false;
  await page.route(/\/api\/sync\/\?/, async (route) => {
    feedAsked = true;
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => feedAsked).toBe(true);
  // The screen is up and idle, the start's refresh still on its way: no worker yet.
  await page.waitForTimeout(2_000);
  const registered = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  expect(await registered()).toBe(false);
  release();
  await waitForServiceWorker(page);
  expect(await registered()).toBe(true);
});

test.describe('navigation', () => {
  test('below the large breakpoint the drawer opens from the menu and closes on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signInFast(page);
    await expect(page.getByTestId('nav-fixed')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(nav).toBeHidden();
  });

  test('from the large breakpoint the navigation is fixed and marks the current entry', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInFast(page);
    await expect(page.getByTestId('nav-fixed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Offers' }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(nav.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
    await expect(nav).toBeVisible();
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await signInFast(page);
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Help' })
      .click();
    await expect(page).toHaveURL(/\/help$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('the search bar slides down and closes on Search and on an outside click', async ({
  page,
}) => {
  await signInFast(page);
  await page.getByRole('button', { name: 'Open search' }).click();
  const input = page.getByPlaceholder('Search…');
  await expect(input).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(input).toBeHidden();
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(input).toBeVisible();
  await page.mouse.click(600, 600);
  await expect(input).toBeHidden();
});

test('the account menu shows the lab and its five entries', async ({ page }) => {
  await signInFast(page);
  await page.getByRole('button', { name: 'Open account menu' }).click();
  for (const name of [
    'Edit profile',
    'Edit business',
    'Add business images',
    'Change password',
    'Log out',
  ]) {
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
  }
  await expect(page.getByText('demo@lab.test')).toBeVisible();
});

test('no console errors on any route', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  for (const path of PUBLIC) await page.goto(path);
  await signInFast(page);
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await waitForQuiet(page);
  }
  expect(errors).toEqual([]);
});

test('Chromium finds the app installable', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pwa-install-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${test.info().project.use.baseURL}/login`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const result = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(result.installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.describe('a screen whose code does not arrive', () => {
  // Requests from the page itself, so that the route below sees them.
  test.use({ serviceWorkers: 'block' });

  test('says so with a reload, and keeps the header and the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route(/\/assets\/offers-view-[^/]+\.js$/, (route) => route.abort());
    await signInFast(page);
    await page.goto('/');
    const nav = page.getByTestId('nav-fixed');
    await nav.getByRole('link', { name: 'Offers' }).click();
    await expect(page.getByRole('alert')).toContainText('This screen could not be loaded');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
    // Another screen works again.
    await nav.getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
