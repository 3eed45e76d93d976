import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import type { Report } from './report.ts';
import { storeSessionRow } from '../tests/e2e/session-row.ts';
import { signInByApi } from './session.ts';
import { NAME_HELPER_SCRIPT, round } from './util.ts';

export const SIGN_IN_JS_LIMIT_KIB = 150;
export const DASHBOARD_JS_LIMIT_KIB = 250;
export const CHUNK_LIMIT_KIB = 250;

/** The bench's own hook chunk is not part of the product: left out of every sum. */
const BENCH_ONLY = /\/bench-hooks-[^/]*\.js$/;

function gzipKiB(file: string): number {
  return gzipSync(readFileSync(file)).length / 1024;
}

/** Every .js of the build with its gzip size, largest first. */
export function chunkSizes(distDir: string): { file: string; gzipKiB: number }[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !BENCH_ONLY.test(`/${f}`))
    .map((f) => ({ file: `assets/${f}`, gzipKiB: round(gzipKiB(join(assets, f)), 1) }))
    .sort((a, b) => b.gzipKiB - a.gzipKiB);
}

interface RouteJs {
  total: number;
  files: { file: string; gzipKiB: number }[];
}

function sumJs(urls: Set<string>, base: string, distDir: string): RouteJs {
  const files: { file: string; gzipKiB: number }[] = [];
  for (const url of urls) {
    if (!url.startsWith(base) || BENCH_ONLY.test(url)) continue;
    const path = new URL(url).pathname;
    if (!path.endsWith('.js') || path === '/sw.js') continue;
    files.push({ file: path.slice(1), gzipKiB: round(gzipKiB(join(distDir, path)), 1) });
  }
  files.sort((a, b) => b.gzipKiB - a.gzipKiB);
  return {
    total: round(
      files.reduce((s, f) => s + f.gzipKiB, 0),
      1,
    ),
    files,
  };
}

/**
 * The JS a fresh load of each route requests (no service worker, so every request is the page's
 * own), gzipped from the build: sign-in signed out, the dashboard signed in.
 */
export async function measureBundles(
  browser: Browser,
  base: string,
  distDir: string,
  report: Report,
): Promise<Record<string, unknown>> {
  const chunks = chunkSizes(distDir);
  const largest = chunks[0];
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    await context.addInitScript(NAME_HELPER_SCRIPT);
    const page = await context.newPage();
    const seen = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script' || req.url().endsWith('.js')) seen.add(req.url());
    });

    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Send code' }).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1000);
    const signIn = sumJs(seen, base, distDir);

    await storeSessionRow(page, await signInByApi(base));
    seen.clear();
    // Playwright's 'networkidle' never comes signed in: the page holds the change feed's stream
    // open for good. The same wait without it: 500 ms with no other request on its way.
    const open = new Set<Request>();
    const track = (req: Request) => {
      if (!req.url().includes('/api/sync/stream')) open.add(req);
    };
    const done = (req: Request) => open.delete(req);
    page.on('request', track);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(`${base}/`);
    for (let quietSince = Date.now(); Date.now() - quietSince < 500;) {
      if (open.size > 0) quietSince = Date.now();
      await page.waitForTimeout(50);
    }
    await page
      .getByRole('button', { name: 'Open account menu' })
      .waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForTimeout(1500);
    const dashboard = sumJs(seen, base, distDir);

    report.add({
      name: 'JS gzip: sign-in route (/login)',
      value: signIn.total,
      unit: 'KiB',
      limit: SIGN_IN_JS_LIMIT_KIB,
      note: `${signIn.files.length} files`,
    });
    report.add({
      name: 'JS gzip: dashboard route (/), signed in',
      value: dashboard.total,
      unit: 'KiB',
      limit: DASHBOARD_JS_LIMIT_KIB,
      note: `${dashboard.files.length} files`,
    });
    if (largest) {
      report.add({
        name: 'JS gzip: largest chunk',
        value: largest.gzipKiB,
        unit: 'KiB',
        limit: CHUNK_LIMIT_KIB,
        note: largest.file,
      });
    }
    report.add({
      name: 'JS gzip: whole build',
      value: round(
        chunks.reduce((s, c) => s + c.gzipKiB, 0),
        1,
      ),
      unit: 'KiB',
      note: `${chunks.length} chunks`,
    });
    return { signIn, dashboard, chunks: chunks.slice(0, 15) };
  } finally {
    await context.close();
  }
}
