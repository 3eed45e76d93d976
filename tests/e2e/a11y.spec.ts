import { appendFileSync, cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { appRoutes, signedInScreens } from './app-routes';
import { axeViolations as axe } from './axe';
import { DEMO_EMAIL, signInFast, waitForServiceWorker } from './fixtures';
import { auditFit } from './fit-audit';
import { startOwnServer, type OwnServer } from './own-server';
import { settle, settleAnimations } from './settle';
import { expect, test } from './test';

// WCAG 2.2 AA (issue 26): the keyboard's way in (skip link, focus after a route change, a visible
// focus) and the status messages of the app's frame. axe on every screen and the header's
// overlays at every size is in screens.spec.ts; the screens' own tasks by keyboard are in
// a11y-bookings, a11y-calendar and a11y-manage.

/** What has the focus: its tag, its accessible text, and how its focus shows. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    // A text field shows its focus on the outline of the field around it (MUI's, or the plain
    // one's, whose outline follows :focus-within).
    const field = el.closest('.MuiInputBase-root, .ld-field__box');
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
      ring:
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
          ? style.outlineColor
          : field?.classList.contains('Mui-focused') || field?.matches(':focus-within')
            ? getComputedStyle(field.querySelector('fieldset') ?? field).borderColor
            : null,
    };
  });
}

test.describe('by keyboard, at 1280x800', () => {
  test('the first Tab reaches a skip link that moves the focus to the screen', async ({ page }) => {
    await signInFast(page);
    await page.goto('/bookings');
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    // The next stop is in the screen, not the header or the navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test("after a route change the focus is on the new screen's heading", async ({ page }) => {
    await signInFast(page);
    await settle(page);
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Offers' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeFocused();
    // And Tab goes on from there, into the screen.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('every one of the first 25 Tab stops on /bookings shows a ring of 2 px or more', async ({
    page,
  }) => {
    await signInFast(page);
    await page.goto('/bookings');
    await settle(page);
    const stops = [];
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      if (stop) stops.push(stop);
    }
    expect(stops.length).toBeGreaterThan(15);
    expect(stops.filter((s) => s.ring === null)).toEqual([]);
    // The ring is the app's dark green (or a focused field's green outline), 3:1 or more.
    for (const stop of stops) {
      expect(['rgb(0, 67, 46)', 'rgb(0, 123, 85)'], JSON.stringify(stop)).toContain(stop.ring);
    }
  });

  test('a focused control is never under the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await signInFast(page);
    await page.goto('/business');
    await settle(page);
    const header = await page.locator('header').first().boundingBox();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const box = await page.evaluate(() => {
        const r = document.activeElement?.getBoundingClientRect();
        return r && document.activeElement?.closest('main') ? { top: r.top } : null;
      });
      if (box) expect(box.top).toBeGreaterThanOrEqual((header?.height ?? 0) - 1);
    }
  });
});

test('the offline banner is announced without moving the focus', async ({ page, context }) => {
  await signInFast(page);
  await settle(page);
  const search = page.getByRole('button', { name: 'Open search' });
  await search.focus();
  // A live region present before the change: a region inserted with its text is not read out.
  const region = page.getByRole('status').and(page.locator('[data-offline-region]'));
  await expect(region).toHaveText('');
  await context.setOffline(true);
  await expect(region).toContainText('You are offline.');
  await expect(search).toBeFocused();
  await context.setOffline(false);
  await expect(region).toHaveText('');
});

test('a change waiting, then sent, is announced in the header without moving the focus', async ({
  page,
  context,
}) => {
  await signInFast(page);
  await settle(page);
  const said = page.getByRole('status').and(page.locator('[data-sync-said]'));
  // Nothing is said as the page draws.
  await expect(said).toHaveText('');
  await context.setOffline(true);
  const accept = page.getByRole('button', { name: 'Accept' }).first();
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('1 change waiting to be sent');
  expect(await page.evaluate(() => document.activeElement?.closest('header'))).toBeNull();
  await context.setOffline(false);
  await expect(said).toHaveText('All changes are saved on the server', { timeout: 20_000 });
});

test.describe('the update prompt', () => {
  // A server of its own, on a copy of the build: the copy's worker changes as a deployment would
  // change it (the browser fetches a worker's script itself, out of page.route's reach).
  const root = resolve(`.e2e-data/update-${process.pid}`);
  const staticDir = join(root, 'dist');
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    rmSync(root, { recursive: true, force: true });
    cpSync(resolve(process.env.E2E_DIST ?? 'dist'), staticDir, { recursive: true });
    server = await startOwnServer('update', staticDir);
  });
  test.afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('is said, passes axe, and reloads by keyboard', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server?.url, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await signInFast(page);
    await waitForServiceWorker(page);
    appendFileSync(join(staticDir, 'sw.js'), '\n// the next version\n');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('alert').filter({ hasText: 'Update available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await settleAnimations(page);
    expect(await axe(page)).toEqual([]);
    await prompt.getByRole('button', { name: 'Reload' }).focus();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await context.close();
  });
});

test('signs in by keyboard alone, with the code pasted as the e-mail writes it', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  // The pre-rendered form's buttons wait for the app (build/page/show-sign-in.ts).
  await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
  await page.keyboard.type(DEMO_EMAIL);
  await page.keyboard.press('Enter');
  const code = page.getByLabel('Code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  // Pasted text, as a paste or the keyboard's suggestion puts it in (spaces and all).
  await page.keyboard.insertText('246 810');
  await expect(code).toHaveValue('246810');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

// Reflow (1.4.10): at 320 CSS px (1280 at 400% zoom) no screen scrolls sideways; the grid and the
// calendar scroll inside their own box.
test.describe('reflow at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no screen scrolls sideways, signed in or not', async ({ page }) => {
    test.setTimeout(180_000);
    const wide: string[] = [];
    const check = async (path: string) => {
      await page.goto(path);
      await settle(page);
      const audit = await auditFit(page);
      if (audit.scrollWidth > audit.innerWidth) {
        wide.push(`${path}: ${audit.scrollWidth} px (${audit.wide.join(', ')})`);
      }
    };
    for (const path of appRoutes().public) await check(path);
    await signInFast(page);
    for (const path of signedInScreens(appRoutes())) await check(path);
    expect(wide).toEqual([]);
  });
});
