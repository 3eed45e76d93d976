import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
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

/** The reference API's sign-in calls; `labs` answers GET /labs, `password` the password login. */
function server(
  labs: Handler,
  password: Handler = () => json(200, { message: 'Signed in.', data: user, token: 'tok' }),
) {
  return fakeServer((req) => {
    if (req.path === '/auth/otp-login/') return json(200, { message: 'sent' });
    if (req.path === '/auth/otp-verify/') return json(200, { data: user, token: 'tok' });
    if (req.path === '/auth/password/login/') return password(req);
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
  await i18n.init({
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

describe('signing in with a password', { timeout: 15_000 }, () => {
  it('is the second way in, reached by keyboard, and keeps the e-mail typed', async () => {
    server(() => json(200, { data: [lab] }));
    const u = renderLogin();
    await u.type(screen.getByLabelText('Email'), 'demo@lab.test');
    await u.tab();
    await u.tab();
    expect(screen.getByRole('button', { name: 'Use a password instead' })).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(screen.getByText('Use the e-mail and password of your account.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('demo@lab.test');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await u.click(screen.getByRole('button', { name: 'Use a one-time code instead' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('demo@lab.test');
  });

  it('sends e-mail and password, then stores the session as the code login does', async () => {
    const { sent } = server(() => json(200, { data: [lab] }));
    const u = renderLogin();
    await u.click(screen.getByRole('button', { name: 'Use a password instead' }));
    await u.type(screen.getByLabelText('Email'), ' demo@lab.test ');
    await u.type(screen.getByLabelText('Password', { selector: 'input' }), 'first-password');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Dashboard')).toBeVisible();
    expect(sent.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/auth/password/login/'],
      ['GET', '/labs'],
    ]);
    expect(sent[0]?.body).toEqual({ email: 'demo@lab.test', password: 'first-password' });
    expect(storeSignIn).toHaveBeenCalledWith(user, 'tok', lab);
  });

  it('asks for the missing fields without calling the server', async () => {
    const { sent } = server(() => json(200, { data: [lab] }));
    const u = renderLogin();
    await u.click(screen.getByRole('button', { name: 'Use a password instead' }));
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it.each([
    [
      "the server's message",
      () => json(400, { message: 'E-mail or password is not correct.' }),
      'E-mail or password is not correct.',
    ],
    [
      'the transport error',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to fetch',
    ],
    ["'Something went wrong' without either", () => json(500, {}), 'Something went wrong'],
  ])('shows SPEC 8 login words when refused: %s', async (_case, answer, text) => {
    server(() => json(200, { data: [lab] }), answer);
    const u = renderLogin();
    await u.click(screen.getByRole('button', { name: 'Use a password instead' }));
    await u.type(screen.getByLabelText('Email'), 'demo@lab.test');
    await u.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
    expect(storeSignIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('wrong-password');
  });
});
