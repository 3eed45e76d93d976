import type { Page } from '@playwright/test';
import { expect } from './test';
import { waitForQuiet } from './quiet';

/** Waits until the screen has its heading and its data, then for the deferred renders. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await waitForQuiet(page);
  await page.waitForTimeout(300);
}

/**
 * Popovers grow in and drawers slide in: measure once they are still (a spinner's endless turn
 * never ends, and is no move of the layout).
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForTimeout(100);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}
