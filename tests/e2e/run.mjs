// Builds the app (and a second copy for the push spec), then runs the Playwright suite against the
// real server (see playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('/usr/bin/chromium')) {
  console.error('Chromium is missing: apt-get install -y chromium (see README).');
  process.exit(1);
}
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

/*
 * push.spec.ts needs a worker with Firebase in it, so a second build gets placeholder settings.
 * Nothing contacts Firebase: the spec hands each push to the worker through DevTools.
 */
const PLACEHOLDER_FIREBASE = {
  VITE_FIREBASE_API_KEY: 'e2e-placeholder-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'e2e-placeholder.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'e2e-placeholder',
  VITE_FIREBASE_STORAGE_BUCKET: 'e2e-placeholder.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_FIREBASE_VAPID_KEY: 'e2e-placeholder-vapid-key',
};

if (!process.env.E2E_DIST) run('npx', ['vite', 'build', '--logLevel', 'warn']);
if (!process.env.E2E_PUSH_DIST) {
  run(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-push'],
    PLACEHOLDER_FIREBASE,
  );
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
