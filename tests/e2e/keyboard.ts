import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/** Whether `target` has the focus now (no waiting, unlike `toBeFocused`). */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses `key` (Tab, Shift+Tab, an arrow key) until `target` has the focus, `max` presses at
 * most: it is reached from where the focus is, as someone without a mouse would reach it.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', max }: { key?: string; max: number },
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (!(await isFocused(target))) {
    throw new Error(`${key} did not reach ${target.toString()} in ${max} presses`);
  }
}
