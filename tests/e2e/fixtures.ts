import { expect, type Page } from '@playwright/test';
import { storeSessionRow } from './session-row';

export const DEMO_EMAIL = 'demo@lab.test';
export const DEMO_OTP = '246810';

/** Signs in through the login screen with the demo lab and waits for the dashboard. */
export async function signIn(page: Page, email = DEMO_EMAIL): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(DEMO_OTP);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A record of a store of the `root` database by its key, or all of the store's records. The
 * connection is closed after the read: one left open would hold up the app's sign-out (which
 * deletes the database) and its schema upgrades, however often a test polls.
 */
export async function readRoot<T>(page: Page, store: string, key?: string): Promise<T> {
  return page.evaluate(
    ([name, id]) =>
      new Promise<T>((resolve, reject) => {
        const req = indexedDB.open('root');
        req.onerror = () => reject(new Error('cannot open root'));
        req.onsuccess = () => {
          const conn = req.result;
          const objects = conn.transaction(name, 'readonly').objectStore(name);
          const read = id === undefined ? objects.getAll() : objects.get(id);
          read.onsuccess = () => {
            conn.close();
            resolve(read.result as T);
          };
          read.onerror = () => {
            conn.close();
            reject(new Error(`cannot read ${name}`));
          };
        };
      }),
    [store, key] as const,
  );
}

/** The token of the signed-in session, read from the `root` database, for checking the server. */
export async function sessionToken(page: Page): Promise<string> {
  const session = await readRoot<{ token: string } | undefined>(page, 'session', 'current');
  if (!session) throw new Error('no session');
  return session.token;
}

/** Calls the reference API as the signed-in vendor (from the test, not the page). */
export async function api<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const token = await sessionToken(page);
  const res = await page.request.fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { data: JSON.stringify(init.body) }),
  });
  const json = (await res.json()) as { data: T };
  return json.data;
}

/** Where the page's service worker registration stands, for an error's message. */
function registrationState(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      const state = (w: ServiceWorker | null | undefined) => w?.state ?? 'none';
      return reg
        ? `installing ${state(reg.installing)}, waiting ${state(reg.waiting)}, active ${state(reg.active)}`
        : 'no registration';
    })
    .catch((e: unknown) => `unreadable: ${String(e)}`);
}

const controlled = (page: Page, timeout: number) =>
  page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout })
    .then(() => true)
    .catch(() => false);

/**
 * Waits until the service worker controls the page (PITFALLS: not just `ready`). Once in CI (at
 * 360x640) a worker that activated while the page was loading never claimed it ("active
 * activated", no controller after 30 s, though sw.ts claims its clients): a user's next load is
 * controlled, so the page is loaded again once, as theirs would be. When it still is not, the
 * error says where the registration stands.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  if (await controlled(page, 15_000)) return;
  if ((await registrationState(page)).includes('active activated')) {
    await page.reload();
    if (await controlled(page, 30_000)) return;
  } else if (await controlled(page, 15_000)) {
    return;
  }
  throw new Error(`No service worker controls ${page.url()} (${await registrationState(page)})`);
}

/** Collects console errors of a page, for the "no console errors" checks. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Signs in without the login screen (for tests about other screens): the same calls the login
 * makes, then the session row written where the app keeps it. Tests of sign-in itself use signIn.
 */
export async function signInFast(page: Page, email = DEMO_EMAIL): Promise<string> {
  await page.request.post('/api/auth/otp-login/', { data: { email } });
  const verify = await page.request.post('/api/auth/otp-verify/', {
    data: { email, otp: DEMO_OTP },
  });
  const login = (await verify.json()) as { data: { id: number; email: string }; token: string };
  const labs = await page.request.get('/api/labs', {
    headers: { Authorization: `Token ${login.token}` },
  });
  const list = ((await labs.json()) as { data: { id: number; email: string }[] }).data;
  await page.goto('/login');
  await storeSessionRow(page, {
    key: 'current',
    token: login.token,
    user: login.data,
    vendor: list.find((l) => l.email === login.data.email) ?? null,
    signedInAt: new Date().toISOString(),
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  return login.token;
}

/**
 * Signs a new e-mail up through the screens (code, then the lab details) and lands on the
 * dashboard.
 */
export async function signUp(
  page: Page,
  email: string,
  lab: { name: string; firstName: string; phone: string },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(DEMO_OTP);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Lab name').fill(lab.name);
  await page.getByLabel('First name').fill(lab.firstName);
  await page.getByLabel('Phone').fill(lab.phone);
  await page.getByRole('button', { name: 'Create my lab' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await page.getByRole('button', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
}
