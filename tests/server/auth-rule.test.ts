import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './helpers.ts';

/** SPEC 6: every vendor call needs `Authorization: Token {token}`; the common lookups do not. */
const VENDOR_CALLS: [method: string, path: string][] = [
  ['POST', '/logout'],
  ['POST', '/auth/register-device/'],
  ['DELETE', '/auth/register-device/'],
  ['POST', '/auth/password/change/'],
  ['POST', '/labs/'],
  ['PATCH', '/labs/1/'],
  ['GET', '/labs'],
  ['GET', '/labs/1/test_types'],
  ['POST', '/common/service-type/'],
  ['POST', '/lab-test-types/'],
  ['PATCH', '/services/1/'],
  ['POST', '/offers/'],
  ['GET', '/offers/'],
  ['DELETE', '/offers/1/'],
  ['PUT', '/services/1/'],
  ['GET', '/lab-images/?vendor_id=1'],
  ['POST', '/lab-images/'],
  ['DELETE', '/lab-images/1/'],
  ['GET', '/users/?vendor_id=1'],
  ['POST', '/users/'],
  ['POST', '/team-members/'],
  ['PATCH', '/team-members/1/'],
  ['DELETE', '/team-members/1/'],
  ['POST', '/user/addresses/'],
  ['GET', '/bookings'],
  ['PATCH', '/bookings/1/'],
  ['GET', '/dashboard/'],
  ['GET', '/notifications/'],
  ['GET', '/notifications/unread-count/'],
  ['DELETE', '/notifications/1/delete/'],
  ['PATCH', '/notifications/1/mark-as-read/'],
  ['PATCH', '/notifications/mark-as-read/'],
  ['DELETE', '/notifications/delete/'],
  ['POST', '/notifications/test/'],
];
const OPEN_LOOKUPS = [
  '/common/roles',
  '/common/genders',
  '/common/designation',
  '/common/test-types/',
];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('the auth rule', () => {
  it.each(VENDOR_CALLS)('%s %s answers 401 {message} without a token', async (method, path) => {
    const answer = await call(server.base, method, path);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBeTypeOf('string');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const wrong = await call(server.base, method, path, { token: 'not-a-token' });
    expect(wrong.status).toBe(401);
  });

  it.each(OPEN_LOOKUPS)('GET %s needs no token', async (path) => {
    const answer = await call<unknown[]>(server.base, 'GET', path);
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
  });

  it('keeps the spec’s trailing slashes exactly', async () => {
    for (const [method, path] of [
      ['GET', '/offers'],
      ['GET', '/dashboard'],
      ['POST', '/logout/'],
      ['GET', '/common/roles/'],
      ['GET', '/common/test-types'],
    ] as const) {
      expect((await call(server.base, method, path)).status, `${method} ${path}`).toBe(404);
    }
  });
});
