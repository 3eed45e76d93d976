import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { collectConsoleErrors, DEMO_OTP } from './fixtures';

const PASSWORD = 'lab-password-1';

/** A lab of its own (no other test signs in with it) whose owner has set a password. */
async function labWithPassword(page: Page): Promise<string> {
  const email = `pw-login-${Date.now()}@lab.test`;
  await page.request.post('/api/auth/otp-login/', { data: { email } });
  const verify = await page.request.post('/api/auth/otp-verify/', {
    data: { email, otp: DEMO_OTP },
  });
  const { token } = (await verify.json()) as { token: string };
  const lab = await page.request.post('/api/labs/', {
    headers: { Authorization: `Token ${token}` },
    data: { name: 'Password Lab', first_name: 'Petra' },
  });
  expect(lab.ok()).toBe(true);
  await page.request.post('/api/auth/password/forgot/', { data: { email } });
  const set = await page.request.post('/api/auth/password/set/', {
    data: { email, otp: DEMO_OTP, password: PASSWORD },
  });
  expect(set.ok()).toBe(true);
  return email;
}

test('signs in with e-mail and password, after a wrong password in the server’s words', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const email = await labWithPassword(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Use a password instead' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();

  await password.fill('not-the-password');
  await password.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('E-mail or password is not correct.');
  await expect(page).toHaveURL(/\/login$/);

  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(page.getByText('Petra')).toBeVisible();
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});
