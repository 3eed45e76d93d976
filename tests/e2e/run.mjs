// Builds the app (and a second copy for the push spec), then runs the Playwright suite against the
// real server (see playwright.config.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

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

/*
 * The suite runs in shards, each a Playwright process of its own with its own server, port and
 * data dir (E2E_PORT + i: playwright.config.ts and the specs derive both from it), so no test
 * sees another shard's writes. Each shard runs its files one at a time, as one process did; two
 * side by side use the CPU one process left idle on the suite's waits (the server, the service
 * worker, timers): on a 2-core machine the 141 tests took 12.0 min as two shards, 19.3 min as
 * one. E2E_SHARDS=1 runs one process; arguments (a spec, a grep) do too, unless E2E_SHARDS is
 * set.
 */
const args = process.argv.slice(2);
const shards = Number(process.env.E2E_SHARDS ?? (args.length > 0 ? 1 : 2));
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`E2E_SHARDS must be a whole number of 1 or more, not ${process.env.E2E_SHARDS}`);
  process.exit(1);
}
if (shards === 1) {
  run('npx', ['playwright', 'test', ...args]);
  process.exit(0);
}

const basePort = Number(process.env.E2E_PORT ?? 4310);
/** Runs shard `i` of `shards`, its lines prefixed; resolves with its exit code. */
function runShard(i) {
  // Each shard's data dir follows from its port (one given for all would be shared).
  const env = { ...process.env, E2E_PORT: String(basePort + i - 1) };
  delete env.E2E_DATA_DIR;
  const child = spawn('npx', ['playwright', 'test', `--shard=${i}/${shards}`, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const tag = `[e2e ${i}/${shards}]`;
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: from }).on('line', (line) => to.write(`${tag} ${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, k) => runShard(k + 1)));
const failed = codes.map((code, k) => [code, k + 1]).filter(([code]) => code !== 0);
for (const [code, i] of failed) console.error(`e2e shard ${i}/${shards} failed (exit ${code})`);
process.exit(failed.length > 0 ? 1 : 0);
