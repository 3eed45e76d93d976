import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { collectConsoleErrors, DEMO_EMAIL, DEMO_OTP, signIn, signInFast, signUp } from './fixtures';

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Open account menu' }).click();
}

/** Every row of every store of the `root` database, counted. */
async function rootRowCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === 'root')) return 0;
    return new Promise<number>((resolve, reject) => {
      const req = indexedDB.open('root');
      req.onerror = () => reject(new Error('cannot open root'));
      req.onsuccess = () => {
        const db = req.result;
        const names = Array.from(db.objectStoreNames);
        if (names.length === 0) {
          db.close();
          resolve(0);
          return;
        }
        const tx = db.transaction(names, 'readonly');
        let total = 0;
        for (const name of names) {
          const count = tx.objectStore(name).count();
          count.onsuccess = () => {
            total += count.result;
          };
        }
        tx.oncomplete = () => {
          db.close();
          resolve(total);
        };
      };
    });
  });
}

test('signs in with the demo lab, shows its first name, and stays signed in after a reload', async ({
  page,
}) => {
  await signIn(page);
  await openAccountMenu(page);
  await expect(page.getByTestId('account-name')).toHaveText('Dana');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await openAccountMenu(page);
  await expect(page.getByTestId('account-name')).toHaveText('Dana');
});

test("a wrong code shows the server's message and keeps the code step", async ({ page }) => {
  // Its own e-mail: wrong codes count against an address, and the demo lab is shared.
  const email = `wrong-${Date.now()}@lab.test`;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  const wrong = String((Number(DEMO_OTP) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid code. Please check it and try again.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Code')).toBeVisible();
});

test('refuses a malformed e-mail next to the field without calling the server', async ({
  page,
}) => {
  let calls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/auth/otp-login/')) calls += 1;
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a valid e-mail, like name@example.com.')).toBeVisible();
  expect(calls).toBe(0);
});

test('an e-mail without a lab goes on to the lab details of the sign-up', async ({ page }) => {
  await signUp(page, `new-${Date.now()}@lab.test`, {
    name: 'Fresh Lab',
    firstName: 'Fritz',
    phone: '+49 40 555 1234',
  });
  await openAccountMenu(page);
  await expect(page.getByTestId('account-name')).toHaveText('Fritz');
});

test('logs out: local storage and the root database are empty and /calendar needs a sign-in', async ({
  page,
}) => {
  await signInFast(page);
  const logouts: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/logout')) logouts.push(req.method());
  });
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(logouts).toEqual(['POST']);

  // The language detector writes the language choice again on the fresh page (SPEC 1); nothing
  // else may be there.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((k) => k !== 'i18nextLng')).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await rootRowCount(page)).toBe(0);

  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login$/);
});

test('resets a forgotten password with a code, then changes it while signed in', async ({
  page,
}) => {
  const email = `pw-${Date.now()}@lab.test`;
  // The account exists once a code was asked for it.
  await page.request.post('/api/auth/otp-login/', { data: { email } });

  await page.goto('/forgot_password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page).toHaveURL(/\/set_password\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Code').fill(DEMO_OTP);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('first-password');
  await page.getByLabel('Confirm new password').fill('first-password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/pass_success$/);
  await expect(page.getByRole('heading', { name: 'Password set' })).toBeVisible();

  await signInFast(page, email);
  await page.goto('/change_password');
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is not correct.');
  await page.getByLabel('Current password').fill('first-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password was changed.' }),
  ).toBeVisible();

  const login = await page.request.post('/api/auth/password/login/', {
    data: { email, password: 'second-password' },
  });
  expect(login.status()).toBe(200);
});

test.describe('the pre-rendered sign-in form', () => {
  // The scripts are held back by the test, so the worker (which would answer from its cache)
  // stays out.
  test.use({ serviceWorkers: 'block' });

  /**
   * Holds every script and stylesheet file until `release` is called: what a slow network does.
   * The first paint must need nothing but index.html.
   */
  async function holdScripts(page: Page): Promise<() => void> {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.(js|css)$/, async (route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  test('is painted before any script runs, keeps what the vendor typed, and then signs in', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });

    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Send code' });
    await expect(send).toBeDisabled();
    // Every button waits for the scripts: a click before them would do nothing.
    const withPassword = page.getByRole('button', { name: 'Use a password instead' });
    await expect(withPassword).toBeDisabled();
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Email').press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    release();
    await expect(send).toBeEnabled();
    await expect(withPassword).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_EMAIL);
    await send.click();
    await expect(page.getByText(`We sent a 6-digit code to ${DEMO_EMAIL}.`)).toBeVisible();
    await page.getByLabel('Code').fill(DEMO_OTP);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // A hydration that did not match would have been reported here.
    expect(errors).toEqual([]);
  });

  test('is drawn without MUI, whose code and styles come with the next screen', async ({
    page,
  }) => {
    /** What MUI leaves on a page: Emotion's style tags and its components' class names. */
    const muiOnPage = () =>
      page.evaluate(() => ({
        styles: document.querySelectorAll('style[data-emotion]').length,
        elements: document.querySelectorAll('[class*="Mui"]').length,
      }));
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await page.getByRole('button', { name: 'Use a password instead' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    expect(await muiOnPage()).toEqual({ styles: 0, elements: 0 });
    const signInScripts = scripts.length;

    await page.getByRole('link', { name: 'New lab? Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    const after = await muiOnPage();
    expect(after.styles).toBeGreaterThan(0);
    expect(after.elements).toBeGreaterThan(0);
    // The theme's chunk came with the sign-up screen, not before.
    expect(scripts.length).toBeGreaterThan(signInScripts);
  });

  test('is not shown to a German visitor, who gets the German form', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE', serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('img', { name: 'LabDesk' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});
