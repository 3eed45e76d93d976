// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  appHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
} from '../../../build/security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('the build’s security headers', () => {
  it('hash every inline script, in a template too, and no script that has a src', () => {
    const html =
      '<script>boot()</script><script type="module" src="/assets/a.js"></script>' +
      '<template><script >show()</script></template><script src="/b.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('boot()'), sha('show()')]);
  });

  it('allow scripts from the app and those hashes only', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [sha('boot()')], firebase: false });
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha('boot()')]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('name the API host and Firebase only when they are configured', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      apiOrigin: 'https://api.lab.example',
      firebase: true,
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.lab.example',
      'https://firebaseinstallations.googleapis.com',
      'https://fcmregistrations.googleapis.com',
    ]);
    expect(directive(policy, 'img-src')).toContain('https://api.lab.example');
  });

  it('carry the headers of every answer beside the policy', () => {
    expect(appHeaders('default-src x')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': 'default-src x',
      'X-Frame-Options': 'DENY',
    });
  });
});
