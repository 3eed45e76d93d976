import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import auth from '../../../public/locales/en/auth.json';
import common from '../../../public/locales/en/common.json';
import { LoginView } from '../../../src/features/auth/components/login-view';
import { fakeServer, json, type Handler } from '../sync/fake-server';

/** The session is stored the way every sign-in stores it; here only what it was given is seen. */
const storeSignIn = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../src/features/auth/api/store-sign-in', () => ({ storeSignIn }));

const user = { id: 1, email: 'demo@lab.test', first_name: 'Dana' };
const lab = { id: 7, name: 'Demo Lab', first_name: 'Dana', email: 'demo@lab.test' };

/** The reference API's sign-in calls; `labs` answers GET /labs. */
function server(labs: Handler): void {
  fakeServer((req) => {
    if (req.path === '/auth/otp-login/') return json(200, { message: 'sent' });
    if (req.path === '/auth/otp-verify/') return json(200, { data: user, token: 'tok' });
    if (req.path === '/labs') return labs(req);
    return json(404, {});
  });
}

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginView />} />
        <Route path="/" element={<p>Dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function signInWithCode(u: ReturnType<typeof userEvent.setup>): Promise<void> {
  await u.type(screen.getByLabelText('Email'), 'demo@lab.test');
  await u.click(screen.getByRole('button', { name: 'Send code' }));
  await u.type(await screen.findByLabelText('Code'), '246810');
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { auth, common } },
    ns: ['auth', 'common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => storeSignIn.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('the vendor fetch after a code was accepted', { timeout: 15_000 }, () => {
  it("says 'Bad Request' when GET /labs fails without a message", async () => {
    server(() => json(500, {}));
    const u = renderLogin();
    await signInWithCode(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Bad Request$/);
    expect(storeSignIn).not.toHaveBeenCalled();
  });

  it("shows the server's message when GET /labs sends one", async () => {
    server(() => json(503, { message: 'The lab list is being rebuilt.' }));
    const u = renderLogin();
    await signInWithCode(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The lab list is being rebuilt\.$/);
  });

  it("says 'No response from server' when GET /labs gets no answer", async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')));
    const u = renderLogin();
    await signInWithCode(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No response from server$/);
  });

  it('stores the session with the lab found by e-mail and opens the dashboard', async () => {
    server(() => json(200, { data: [lab] }));
    const u = renderLogin();
    await signInWithCode(u);
    expect(await screen.findByText('Dashboard')).toBeVisible();
    expect(storeSignIn).toHaveBeenCalledWith(user, 'tok', lab);
  });
});
