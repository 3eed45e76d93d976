import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lab } from '../../server/db/rows.ts';
import { DEMO_OTP, call, form, signIn, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let token: string;
let lab: Lab;

/** 64 + 1 + 189 = 254 characters: the longest address RFC 5321 lets through. */
const LONGEST = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(56)}.test`;
const TOO_LONG = `x${LONGEST}`;
const HUGE = `${'h'.repeat(100_000)}@lab.test`;

beforeAll(async () => {
  server = await startServer();
  token = await signIn(server.base);
  lab = (await call<Lab[]>(server.base, 'GET', '/labs', { token })).body.data[0] as Lab;
});
afterAll(() => server.close());

/** Rows anywhere in the database that hold an address longer than the limit. */
function storedLongAddresses(): number {
  const db = new Database(path.join(server.dataDir, 'lab.sqlite'), { readonly: true });
  try {
    const tables = ['users', 'otps', 'otp_failures', 'clients', 'team_members', 'labs'];
    return tables.reduce(
      (sum, table) =>
        sum +
        (db
          .prepare<[], { n: number }>(
            `SELECT COUNT(*) AS n FROM ${table} WHERE length(email) > 254`,
          )
          .get()?.n ?? 0),
      0,
    );
  } finally {
    db.close();
  }
}

describe('e-mail addresses longer than 254 characters', () => {
  const open = (email: string): [string, string, Record<string, string>][] => [
    ['POST', '/auth/otp-login/', { email }],
    ['POST', '/auth/otp-verify/', { email, otp: DEMO_OTP }],
    ['POST', '/auth/password/forgot/', { email }],
    ['POST', '/auth/password/set/', { email, otp: DEMO_OTP, password: 'long-enough-1' }],
    ['POST', '/auth/password/login/', { email, password: 'long-enough-1' }],
    ['POST', '/users/', { first_name: 'Ann', email }],
    ['POST', '/team-members/', { first_name: 'Ann', email }],
  ];

  it('are refused with 400 on every call that takes one, without echoing them or storing anything', async () => {
    for (const address of [TOO_LONG, HUGE]) {
      for (const [method, url, json] of open(address)) {
        const answer = await call(server.base, method, url, { token, json });
        const what = `${url} with ${address.length} characters`;
        expect(answer.status, what).toBe(400);
        expect(answer.body.message, what).toMatch(/at most 254 characters/);
        expect(answer.body.errors, what).toEqual([
          'email: Use an e-mail address of at most 254 characters',
        ]);
        expect(JSON.stringify(answer.body).length, what).toBeLessThan(200);
      }
    }
    expect(storedLongAddresses()).toBe(0);
  });

  it('are refused in multipart forms too (sign-in and team members)', async () => {
    for (const url of ['/auth/otp-login/', '/team-members/', '/team-members/1/']) {
      const method = url.endsWith('1/') ? 'PATCH' : 'POST';
      const answer = await call(server.base, method, url, {
        token,
        form: form({ first_name: 'Ann', email: HUGE }),
      });
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toMatch(/at most 254 characters/);
    }
    expect(storedLongAddresses()).toBe(0);
  });
});

describe('an e-mail address of exactly 254 characters', () => {
  it('signs up and in, and is accepted for clients and team members', async () => {
    expect(LONGEST).toHaveLength(254);
    const sent = await call(server.base, 'POST', '/auth/otp-login/', { json: { email: LONGEST } });
    expect(sent.status).toBe(200);
    expect(await signIn(server.base, LONGEST)).toMatch(/^[0-9a-f]{40}$/);
    const client = await call<{ email: string }>(server.base, 'POST', '/users/', {
      token,
      json: { first_name: 'Ann', email: LONGEST },
    });
    expect(client.status).toBe(201);
    expect(client.body.data.email).toBe(LONGEST);
    const member = await call(server.base, 'POST', '/team-members/', {
      token,
      form: form({ vendor: lab.id, first_name: 'Ann', email: LONGEST }),
    });
    expect(member.status).toBe(201);
  });
});
