// Builds the app once, then runs the Playwright suite against the real server (see playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('/usr/bin/chromium')) {
  console.error('Chromium is missing: apt-get install -y chromium (see README).');
  process.exit(1);
}
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!process.env.E2E_DIST) run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
