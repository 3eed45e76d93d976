import type { Page } from '@playwright/test';
import { appRoutes, signedInScreens } from './app-routes';
import { axeViolations as axe } from './axe';
import { signInFast } from './fixtures';
import { auditFit, VIEWPORTS } from './fit-audit';
import { HEADER_OPENERS } from './header';
import { waitForQuiet } from './quiet';
import { settle, settleAnimations } from './settle';
import { expect, test } from './test';

// Every screen and every overlay of the header, at every size, in one visit each: it fits the
// width with every control a finger uses 44 x 44 px or more (issue 17), and axe finds nothing
// against WCAG 2.2 AA (issue 26) at a phone's, the counter tablet's and a desktop's size. The
// routes come from the app's own route manifest, so a screen added later is checked too.

const ROUTES = appRoutes();
/** Where axe runs: the phone, the counter tablet and the desktop (the landscape tablet fits only). */
const AXE_SIZES = new Set(['360x640', '768x1024', '1280x800']);

interface Findings {
  fit: string[];
  axe: string[];
}

async function check(page: Page, where: string, withAxe: boolean, found: Findings): Promise<void> {
  const audit = await auditFit(page);
  if (audit.scrollWidth > audit.innerWidth || audit.wide.length > 0) {
    found.fit.push(`${where}: sideways scroll ${audit.scrollWidth} px (${audit.wide.join(', ')})`);
  }
  for (const s of audit.small) found.fit.push(`${where}: ${s.what} ${s.width}x${s.height}`);
  if (withAxe) found.axe.push(...(await axe(page)).map((v) => `${where}: ${v}`));
}

test("the routes checked are the app's: every entry of the side navigation is one", async ({
  page,
}) => {
  expect(ROUTES.signedIn[0], ROUTES.source).toBe('/');
  expect(ROUTES.public, ROUTES.source).toContain('/login');
  await signInFast(page);
  await expect(page.getByTestId('nav-fixed')).toBeVisible();
  const linked = await page
    .getByTestId('nav-fixed')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(linked.length).toBeGreaterThan(3);
  for (const path of linked) expect(ROUTES.signedIn, `nav link ${path}`).toContain(path);
});

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;
  const withAxe = AXE_SIZES.has(size);
  test.describe(`every screen at ${size} (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`every signed-in screen fits, with 44 px controls${withAxe ? ', and passes axe' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signInFast(page);
      const found: Findings = { fit: [], axe: [] };
      for (const path of signedInScreens(ROUTES)) {
        await page.goto(path);
        await settle(page);
        await check(page, path, withAxe, found);
      }
      expect.soft(found.fit, 'fit and touch targets').toEqual([]);
      expect(found.axe, 'axe').toEqual([]);
    });

    test(`every public screen fits, with 44 px controls${withAxe ? ', and passes axe' : ''}`, async ({
      page,
    }) => {
      const found: Findings = { fit: [], axe: [] };
      for (const path of ROUTES.public) {
        await page.goto(path);
        await settle(page);
        await check(page, path, withAxe, found);
      }
      expect.soft(found.fit, 'fit and touch targets').toEqual([]);
      expect(found.axe, 'axe').toEqual([]);
    });

    test("the header's menus and panels, the sign-out dialog and the offline banner", async ({
      page,
      context,
    }) => {
      await signInFast(page);
      await settle(page);
      const found: Findings = { fit: [], axe: [] };
      for (const name of HEADER_OPENERS) {
        const opener = page.getByRole('button', { name });
        if (!(await opener.isVisible())) continue; // the navigation is fixed from lg
        await opener.click();
        await waitForQuiet(page);
        await settleAnimations(page);
        await check(page, name.source, withAxe, found);
        await page.keyboard.press('Escape');
        await settleAnimations(page);
      }
      expect.soft(found.fit, 'fit and touch targets').toEqual([]);
      if (!withAxe) return;
      // Offline, for good in this test: the change made below stays on this device.
      await context.setOffline(true);
      await expect(page.getByText('You are offline', { exact: false })).toBeVisible();
      found.axe.push(...(await axe(page)).map((v) => `offline: ${v}`));
      // Signing out with a change waiting asks first.
      await page.getByRole('button', { name: 'Accept' }).first().click();
      await page.getByRole('button', { name: /^Sync status.*1 change waiting/ }).click();
      await settleAnimations(page);
      found.axe.push(...(await axe(page)).map((v) => `sync panel, 1 waiting: ${v}`));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open account menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settleAnimations(page);
      found.axe.push(...(await axe(page)).map((v) => `sign-out dialog: ${v}`));
      await page.keyboard.press('Escape');
      expect(found.axe, 'axe').toEqual([]);
    });
  });
}
