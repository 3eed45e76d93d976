import { type Page } from '@playwright/test';
import { expect, test } from './test';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test('<html lang> follows the chosen language, on the pre-rendered sign-in form too', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
  expect(await htmlLang(page)).toBe('en');

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect.poll(() => htmlLang(page)).toBe('de');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  expect(await htmlLang(page)).toBe('de');

  await page.goto('/login?lng=en');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => htmlLang(page)).toBe('en');
});

test('a German browser gets <html lang="de">', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  expect(await htmlLang(page)).toBe('de');
  await context.close();
});
