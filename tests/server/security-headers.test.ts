import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabImage } from '../../server/db/rows.ts';
import { HEADERS_FILE } from '../../server/lib/security-headers.ts';
import { call, form, rawRequest, signIn, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let distDir: string;
let token: string;
const POLICY = "default-src 'self'; script-src 'self' 'sha256-test'; frame-ancestors 'none'";

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'lab-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Lab</title>');
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(distDir, 'assets', 'index-a1b2c3.js'), 'console.log(1);');
  writeFileSync(
    path.join(distDir, HEADERS_FILE),
    JSON.stringify({
      headers: [
        {
          source: '**',
          headers: [
            { key: 'Content-Security-Policy', value: POLICY },
            { key: 'X-Frame-Options', value: 'DENY' },
          ],
        },
      ],
    }),
  );
  server = await startServer({ staticDir: distDir });
  token = await signIn(server.base);
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Headers | Record<string, string>, what: string): void {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] ?? null);
  expect(get('x-content-type-options'), what).toBe('nosniff');
  expect(get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on every kind of answer: API, errors, 404s, the app, static files and /media', async () => {
    const auth = { Authorization: `Token ${token}` };
    const html = { Accept: 'text/html' };
    const image = (await call<LabImage[]>(server.base, 'GET', '/lab-images/', { token })).body
      .data[0]?.image;
    expect(image).toMatch(/^\/media\//);
    const requests: [string, string, RequestInit, number][] = [
      ['API answer', '/api/common/roles', {}, 200],
      [
        'large compressed API answer',
        '/api/bookings',
        { headers: { ...auth, 'Accept-Encoding': 'br' } },
        200,
      ],
      ['401', '/api/labs', {}, 401],
      ['API 404', '/api/nothing-here', {}, 404],
      [
        'malformed JSON 400',
        '/api/offers/',
        { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: '{' },
        400,
      ],
      ['index.html', '/', { headers: html }, 200],
      ['SPA fallback', '/calendar', { headers: html }, 200],
      ['HEAD of the app', '/', { method: 'HEAD', headers: html }, 200],
      ['hashed asset', '/assets/index-a1b2c3.js', {}, 200],
      ['service worker', '/sw.js', {}, 200],
      ['missing asset', '/assets/missing.js', {}, 404],
      ['upload', image ?? '', {}, 200],
      ['missing upload', '/media/missing.png', {}, 404],
    ];
    for (const [what, url, init, status] of requests) {
      const answer = await fetch(`${server.origin}${url}`, init);
      expect(answer.status, what).toBe(status);
      expectSecurityHeaders(answer.headers, what);
    }
    const asset = await fetch(`${server.origin}/assets/index-a1b2c3.js`);
    // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given.
    const notModified = await fetch(`${server.origin}/assets/index-a1b2c3.js`, {
      headers: { 'If-None-Match': asset.headers.get('etag') ?? '', 'Cache-Control': 'max-age=0' },
    });
    expect(notModified.status).toBe(304);
    expectSecurityHeaders(notModified.headers, '304');
  });

  it("put the build's policy on the pages, the worker's script and /media, not on the API", async () => {
    const html = { Accept: 'text/html' };
    const image = (await call<LabImage[]>(server.base, 'GET', '/lab-images/', { token })).body
      .data[0]?.image;
    const withPolicy: [string, string, RequestInit][] = [
      ['index.html', '/', { headers: html }],
      ['SPA fallback', '/reception', { headers: html }],
      ['service worker', '/sw.js', {}],
      ['upload', image ?? '', {}],
      ['missing upload', '/media/missing.png', {}],
    ];
    for (const [what, url, init] of withPolicy) {
      const answer = await fetch(`${server.origin}${url}`, init);
      expect(answer.headers.get('content-security-policy'), what).toBe(POLICY);
      expect(answer.headers.get('x-frame-options'), what).toBe('DENY');
    }
    const api = await fetch(`${server.base}/common/roles`);
    expect(api.headers.get('content-security-policy')).toBeNull();
  });

  it('are on refused uploads and replayed idempotent answers', async () => {
    const broken = await fetch(`${server.base}/lab-images/`, {
      method: 'POST',
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'multipart/form-data' },
      body: 'no boundary',
    });
    expect(broken.status).toBe(400);
    expectSecurityHeaders(broken.headers, 'broken multipart');
    const headers = { 'Idempotency-Key': 'headers-replay' };
    const offer = { title: 'Header check', price: 5 };
    await call(server.base, 'POST', '/offers/', { token, json: offer, headers });
    const replay = await call(server.base, 'POST', '/offers/', { token, json: offer, headers });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expectSecurityHeaders(replay.headers, 'replay');
    const invalid = await call(server.base, 'POST', '/lab-images/', {
      token,
      form: form({}, []),
    });
    expect(invalid.status).toBe(400);
    expectSecurityHeaders(invalid.headers, 'validation error');
  });

  it('are on answers to requests Node cannot parse', async () => {
    const head =
      'POST /api/auth/otp-login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100\r\nConnection: close\r\n\r\n{"email":';
    const answer = await rawRequest(server.origin, Buffer.from(head), true);
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers, 'client error');
  });
});
