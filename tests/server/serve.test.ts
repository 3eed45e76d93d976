import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startServer, type TestServer } from './helpers.ts';

describe('serving the built app', () => {
  let server: TestServer;
  let distDir: string;
  const page = (pathname: string, accept = 'text/html,application/xhtml+xml') =>
    fetch(`${server.origin}${pathname}`, { headers: { Accept: accept } });

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'lab-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Lab</title>');
    writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(path.join(distDir, 'assets', 'index-a1b2c3.js'), 'console.log(1);');
    server = await startServer({ staticDir: distDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves index.html for / and for app routes (SPA fallback), never cached stale', async () => {
    for (const pathname of ['/', '/calendar', '/business_images', '/login?next=%2F']) {
      const answer = await page(pathname);
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain('<title>Lab</title>');
    }
  });

  it('serves sw.js with no-cache and hashed assets with a long cache', async () => {
    const sw = await page('/sw.js', '*/*');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    const asset = await page('/assets/index-a1b2c3.js', '*/*');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for missing files, non-HTML requests and unknown API paths', async () => {
    expect((await page('/assets/missing-123.js', '*/*')).status).toBe(404);
    expect((await page('/missing.png')).status).toBe(404);
    expect((await page('/calendar', 'application/json')).status).toBe(404);
    const api = await call(server.base, 'GET', '/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body.message).toBe('Not found');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect((await call(server.base, 'POST', '/nothing-here/')).status).toBe(404);
  });
});

describe('bench seed', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ seedScale: 'bench' });
    token = await signIn(server.base);
  }, 30_000);
  afterAll(() => server.close());

  it('answers GET /bookings with all 10,000 bookings', async () => {
    // How fast is the bench's to say (npm run bench), not a timed test's.
    const answer = await call<unknown[]>(server.base, 'GET', '/bookings', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(10_000);
  });

  it('holds 1,000 offers, 500 team members and 2,000 notifications; the dashboard counts them all', async () => {
    const { base } = server;
    expect((await call<unknown[]>(base, 'GET', '/offers/', { token })).body.data).toHaveLength(
      1000,
    );
    const people = await call<{ team_members: unknown[] }>(base, 'GET', '/users/', { token });
    expect(people.body.data.team_members).toHaveLength(500);
    const notes = await call<{ notifications: unknown[] }>(base, 'GET', '/notifications/', {
      token,
    });
    expect(notes.body.data.notifications).toHaveLength(2000);
    const dashboard = await call<{ totals: { bookings: number } }>(base, 'GET', '/dashboard/', {
      token,
    });
    expect(dashboard.body.data.totals.bookings).toBe(10_000);
  });
});
