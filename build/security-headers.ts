import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { HEADERS_FILE, SECURITY_HEADERS } from '../server/lib/security-headers.ts';

/** What Firebase Cloud Messaging's web SDK calls to register a device (installations, tokens). */
const FIREBASE_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];

/** The `'sha256-…'` source of every inline script of a page (in a `<template>` too), in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface PolicyInput {
  scriptHashes: readonly string[];
  /** The API's origin when it is not the app's own (VITE_API_HOST). */
  apiOrigin?: string | undefined;
  /** Whether push is built in (every VITE_FIREBASE_* setting given). */
  firebase: boolean;
}

/**
 * The app's Content-Security-Policy. Scripts only from the app's origin and the inline boot
 * scripts by hash; styles may be inline because Emotion (MUI) writes its rules into <style>
 * elements at run time; connections to the app's origin, the API host and Firebase only when
 * they are configured; no plugins, no other <base>, no framing.
 */
export function contentSecurityPolicy({ scriptHashes, apiOrigin, firebase }: PolicyInput): string {
  const api = apiOrigin ? [apiOrigin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...api],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...api, ...(firebase ? FIREBASE_ORIGINS : [])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every header of the app's answers: the ones of every answer, the policy, the frame policy. */
export function appHeaders(policy: string): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': policy,
    // For browsers that do not know frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/** The origin of VITE_API_HOST, or undefined when the API is on the app's own origin. */
function apiOriginOf(host: string | undefined): string | undefined {
  return host ? new URL(host).origin : undefined;
}

/**
 * Writes the app's headers beside the built pages, after every page is final: HEADERS_FILE (a
 * Firebase Hosting `headers` block, which the reference server reads too) and `_headers`
 * (Netlify, Cloudflare Pages). The hashes come from the built pages, so a changed inline script
 * changes the policy with it.
 */
export function securityHeaders({ firebase }: { firebase: boolean }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'labdesk:security-headers',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const pages = readdirSync(outDir).filter((file) => file.endsWith('.html'));
        const scriptHashes = [
          ...new Set(
            pages.flatMap((page) =>
              inlineScriptHashes(readFileSync(path.join(outDir, page), 'utf8')),
            ),
          ),
        ];
        // Vite's env: the .env files and the process's VITE_ variables, as the app sees them.
        const apiHost = config.env.VITE_API_HOST as string | undefined;
        const headers = appHeaders(
          contentSecurityPolicy({ scriptHashes, apiOrigin: apiOriginOf(apiHost), firebase }),
        );
        const entries = Object.entries(headers);
        const block = {
          headers: [{ source: '**', headers: entries.map(([key, value]) => ({ key, value })) }],
        };
        writeFileSync(path.join(outDir, HEADERS_FILE), `${JSON.stringify(block, null, 2)}\n`);
        const lines = entries.map(([key, value]) => `  ${key}: ${value}`);
        writeFileSync(path.join(outDir, '_headers'), `/*\n${lines.join('\n')}\n`);
      },
    },
  };
}
