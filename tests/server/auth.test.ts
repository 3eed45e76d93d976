import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, form, startServer, type TestServer } from './helpers.ts';

interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}

let server: TestServer;
let base: string;
const printed: string[] = [];

/** The real codes: this suite runs without DEMO_OTP and reads them off the console. */
function lastCode(email: string): string {
  const line = printed.filter((l) => l.includes(email)).at(-1) ?? '';
  const code = /: (\d{6}) /.exec(line)?.[1];
  if (!code) throw new Error(`no code printed for ${email}`);
  return code;
}

async function requestCode(email: string): Promise<string> {
  const answer = await call(base, 'POST', '/auth/otp-login/', { json: { email } });
  expect(answer.status).toBe(200);
  return lastCode(email);
}

async function login(email: string): Promise<string> {
  const otp = await requestCode(email);
  const answer = await call<User>(base, 'POST', '/auth/otp-verify/', { json: { email, otp } });
  expect(answer.status).toBe(200);
  return answer.body.token ?? '';
}

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(args.map(String).join(' '));
  });
  server = await startServer({ demoOtp: undefined });
  base = server.base;
});
afterAll(async () => {
  await server.close();
  vi.restoreAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one-time code sign-in', () => {
  it('prints a 6-digit code and signs in with it as JSON (verify)', async () => {
    const otp = await requestCode('demo@lab.test');
    expect(otp).toMatch(/^\d{6}$/);
    const answer = await call<User>(base, 'POST', '/auth/otp-verify/', {
      json: { email: 'demo@lab.test', otp },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.message).toBeTypeOf('string');
    expect(answer.body.data).toMatchObject({ email: 'demo@lab.test', first_name: 'Dana' });
    expect(answer.body.token).toMatch(/^[0-9a-f]{40}$/);
  });

  it('signs in with multipart form data (login), and a code works once', async () => {
    const otp = await requestCode('demo@lab.test');
    const fields = { email: 'Demo@Lab.test', otp };
    const answer = await call<User>(base, 'POST', '/auth/otp-verify/', { form: form(fields) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.email).toBe('demo@lab.test');
    const again = await call(base, 'POST', '/auth/otp-verify/', { form: form(fields) });
    expect(again.status).toBe(400);
  });

  it('creates a user for an unknown e-mail (sign-up) who has no lab yet', async () => {
    const token = await login('new-vendor@lab.test');
    const labs = await call<unknown[]>(base, 'GET', '/labs', { token });
    expect(labs.status).toBe(200);
    expect(labs.body.data).toEqual([]);
  });

  it('answers 400 with a message for a wrong code', async () => {
    await requestCode('wrong@lab.test');
    const answer = await call(base, 'POST', '/auth/otp-verify/', {
      json: {
        email: 'wrong@lab.test',
        otp: '000000' === lastCode('wrong@lab.test') ? '111111' : '000000',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/code/i);
  });

  it('answers 400 for an expired code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const otp = await requestCode('late@lab.test');
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    const answer = await call(base, 'POST', '/auth/otp-verify/', {
      json: { email: 'late@lab.test', otp },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/expired/i);
  });

  it('answers 429 after 5 wrong codes in 10 minutes, even for the right one', async () => {
    const email = 'guesser@lab.test';
    const otp = await requestCode(email);
    const wrong = otp === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      const answer = await call(base, 'POST', '/auth/otp-verify/', { json: { email, otp: wrong } });
      expect(answer.status).toBe(400);
    }
    const blocked = await call(base, 'POST', '/auth/otp-verify/', { json: { email, otp } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/too many/i);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('rejects bad input with 400 {message, errors}', async () => {
    const cases = [
      { raw: '{"email": "demo@lab.test"' },
      { json: {} },
      { json: { email: 42 } },
      { json: { email: 'not-an-email' } },
    ];
    for (const options of cases) {
      const answer = await call(base, 'POST', '/auth/otp-login/', options);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBeTypeOf('string');
      expect(Array.isArray(answer.body.errors)).toBe(true);
    }
    const text = await fetch(`${base}/auth/otp-login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'demo@lab.test',
    });
    expect(text.status).toBe(400);
    const array = await call(base, 'POST', '/auth/otp-login/', { json: ['demo@lab.test'] });
    expect(array.body.message).toBe('The body must be a JSON object');
    const malformed = await call(base, 'POST', '/auth/otp-login/', { raw: '{oops' });
    expect(malformed.body.message).toBe('Malformed JSON body');
    const shortCode = await call(base, 'POST', '/auth/otp-verify/', {
      json: { email: 'demo@lab.test', otp: '12' },
    });
    expect(shortCode.status).toBe(400);
  });
});

describe('tokens', () => {
  it('answers 401 {message} without a token or with a bad one', async () => {
    const none = await call(base, 'GET', '/labs');
    expect(none.status).toBe(401);
    expect(none.body.message).toBeTypeOf('string');
    expect(none.headers.get('cache-control')).toBe('no-store');
    const bad = await call(base, 'GET', '/labs', { token: 'nope' });
    expect(bad.status).toBe(401);
    const bearer = await call(base, 'GET', '/labs', { headers: { Authorization: 'Bearer x' } });
    expect(bearer.status).toBe(401);
  });

  it('POST /logout ends the token', async () => {
    const token = await login('demo@lab.test');
    expect((await call(base, 'GET', '/labs', { token })).status).toBe(200);
    const out = await call(base, 'POST', '/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body.message).toBeTypeOf('string');
    expect((await call(base, 'GET', '/labs', { token })).status).toBe(401);
    expect((await call(base, 'POST', '/logout', { token })).status).toBe(401);
  });

  it('registers and removes a push device', async () => {
    const token = await login('demo@lab.test');
    const path = '/auth/register-device/';
    const device = { registration_id: 'fcm-token-1', type: 'web' };
    expect((await call(base, 'POST', path, { json: device })).status).toBe(401);
    const created = await call<{ id: number; registration_id: string; type: string }>(
      base,
      'POST',
      path,
      { token, json: device },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject(device);
    expect((await call(base, 'POST', path, { token, json: { type: 'web' } })).status).toBe(400);
    expect((await call(base, 'POST', path, { token, json: { ...device, type: 1 } })).status).toBe(
      400,
    );
    const json = { registration_id: 'fcm-token-1' };
    expect((await call(base, 'DELETE', path, { token, json })).status).toBe(200);
    expect((await call(base, 'DELETE', path, { token, json })).status).toBe(404);
  });
});

describe('passwords', () => {
  it('sets a password with a reset code, changes it, and signs in with it', async () => {
    const email = 'demo@lab.test';
    const forgot = await call(base, 'POST', '/auth/password/forgot/', { json: { email } });
    expect(forgot.status).toBe(200);
    const otp = lastCode(email);
    const weak = await call(base, 'POST', '/auth/password/set/', {
      json: { email, otp, password: 'short' },
    });
    expect(weak.status).toBe(400);
    const set = await call(base, 'POST', '/auth/password/set/', {
      json: { email, otp, password: 'first-secret-1' },
    });
    expect(set.status).toBe(200);
    const reused = await call(base, 'POST', '/auth/password/set/', {
      json: { email, otp, password: 'another-secret' },
    });
    expect(reused.status).toBe(400);

    const signIn = (password: string) =>
      call<User>(base, 'POST', '/auth/password/login/', { json: { email, password } });
    const first = await signIn('first-secret-1');
    expect(first.status).toBe(200);
    const token = first.body.token ?? '';

    const change = (json: unknown, auth?: string) =>
      call(base, 'POST', '/auth/password/change/', { token: auth, json });
    expect((await change({ old_password: 'x', new_password: 'second-secret' })).status).toBe(401);
    const wrongOld = await change(
      { old_password: 'nope-nope', new_password: 'second-secret' },
      token,
    );
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.errors?.[0]).toMatch(/old_password/);
    const changed = await change(
      { old_password: 'first-secret-1', new_password: 'second-secret' },
      token,
    );
    expect(changed.status).toBe(200);
    expect((await signIn('first-secret-1')).status).toBe(400);
    expect((await signIn('second-secret')).status).toBe(200);
  });

  it('rate-limits wrong passwords like wrong codes', async () => {
    const email = 'pw-guesser@lab.test';
    await call(base, 'POST', '/auth/otp-login/', { json: { email } });
    await call(base, 'POST', '/auth/password/forgot/', { json: { email } });
    const otp = lastCode(email);
    const password = 'correct-horse';
    await call(base, 'POST', '/auth/password/set/', { json: { email, otp, password } });
    for (let i = 0; i < 5; i++) {
      const wrong = await call(base, 'POST', '/auth/password/login/', {
        json: { email, password: `guess-${i}-xx` },
      });
      expect(wrong.status).toBe(400);
    }
    const blocked = await call(base, 'POST', '/auth/password/login/', {
      json: { email, password },
    });
    expect(blocked.status).toBe(429);
  });
});
