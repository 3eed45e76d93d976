import type { Page } from '@playwright/test';
import { expect } from './test';

// The lock's ways in and out, as a person at the tablet takes them (lock.spec.ts, staff.spec.ts).

export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open account menu' }).click();
}

export async function lockFromMenu(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Lock now' }).click();
  await expect(page.getByRole('group', { name: 'PIN pad' })).toBeVisible();
}

/** Types a PIN on the pad (as on the tablet) and presses Unlock. */
export async function tapPin(page: Page, pin: string): Promise<void> {
  const pad = page.getByRole('group', { name: 'PIN pad' });
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await pad.getByRole('button', { name: 'Unlock' }).click();
}
