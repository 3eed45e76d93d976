import { expect, test, type Page } from '@playwright/test';
import { auditFit, VIEWPORTS } from './fit-audit';
import { signInFast } from './fixtures';

const SIGNED_IN = [
  '/',
  '/calendar',
  '/calendar?view=month',
  '/calendar?view=week',
  '/calendar?view=day',
  '/bookings',
  '/team',
  '/offers',
  '/services',
  '/client',
  '/profile',
  '/business',
  '/business_images',
  '/change_password',
  '/help',
];
const PUBLIC = [
  '/login',
  '/signup',
  '/success',
  '/forgot_password',
  '/set_password',
  '/pass_success',
];

/** Waits until the screen has its heading and its data, then for the deferred renders. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** Popovers grow in and drawers slide in: measure once they are still. */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForTimeout(100);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

async function expectFit(page: Page, where: string): Promise<void> {
  const audit = await auditFit(page);
  expect.soft(audit.wide, `${where}: wider than the window`).toEqual([]);
  expect.soft(audit.scrollWidth, `${where}: sideways scroll`).toBeLessThanOrEqual(audit.innerWidth);
  expect.soft(audit.small, `${where}: touch targets under 44 x 44 px`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(`at ${size} (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every signed-in screen fits the width and its controls are 44 px or more', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signInFast(page);
      for (const path of SIGNED_IN) {
        await page.goto(path);
        await settle(page);
        await expectFit(page, `${path} at ${size}`);
      }
    });

    test("the header's menus and panels fit and their controls are 44 px or more", async ({
      page,
    }) => {
      await signInFast(page);
      const openers = [
        /^Open navigation$/,
        /^Open search$/,
        /^Sync status/,
        /^Language/,
        /^Notifications/,
        /^Open account menu$/,
      ];
      for (const name of openers) {
        const opener = page.getByRole('button', { name });
        // The navigation is fixed, not behind a button, on large screens.
        if (!(await opener.isVisible())) continue;
        await opener.click();
        await page.waitForLoadState('networkidle');
        await settleAnimations(page);
        await expectFit(page, `${name.source} at ${size}`);
        await page.keyboard.press('Escape');
        await page.waitForTimeout(300);
      }
    });

    test('every public screen fits the width and its controls are 44 px or more', async ({
      page,
    }) => {
      for (const path of PUBLIC) {
        await page.goto(path);
        await settle(page);
        await expectFit(page, `${path} at ${size}`);
      }
    });
  });
}
