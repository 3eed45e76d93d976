// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

/**
 * `npm ci` refuses a lock file that lists a package's optional dependency
 * (a native binding for another platform) without an entry of its own. npm
 * writes such a lock when the registry lacks a binding of the wanted version,
 * and CI then stops before any test runs; this finds it on the developer's
 * machine instead.
 */
describe('package-lock.json', () => {
  it('has an entry for every optional dependency it names', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    const missing: string[] = [];
    for (const [path, pkg] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(pkg.optionalDependencies ?? {})) {
        const nested = `${path}/node_modules/${dep}`;
        if (!lock.packages[`node_modules/${dep}`] && !lock.packages[nested]) {
          missing.push(`${path}@${pkg.version ?? '?'} -> ${dep}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
