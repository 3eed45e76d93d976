import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import type { OfferRow } from '../../server/db/rows.ts';
import { DEMO_OTP, call, signIn } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const offer = { title: 'Crash-proof panel', price: 42, tests: ['Iron'] };

let dataDir: string;
let token: string;

/** The server in this process on the shared data dir: the restart after a crash. */
async function restart(): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildServer({ dataDir, demoOtp: DEMO_OTP });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, base: `http://127.0.0.1:${port}/api` };
}

interface CrashingServer {
  /** The child's API base once it listens. */
  ready: Promise<string>;
  /** How the child ended: the signal's name, or `exit <code>`. */
  exited: Promise<string>;
  /** Kills the child if it is still alive (when it failed to crash). */
  stop: () => void;
}

/** The server in a child process that SIGKILLs itself at `crashAt`. */
function crashingServer(crashAt: string): CrashingServer {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'crash-server.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, CRASH_AT: crashAt },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const ready = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}/api`);
    });
    void exited.then((how) => reject(new Error(`crash server ended before listening: ${how}`)));
  });
  return { ready, exited, stop: () => void child.kill('SIGKILL') };
}

/** The ids of the offers this test made, read from the database file itself. */
function offerIds(): number[] {
  const db = new Database(path.join(dataDir, 'lab.sqlite'), { readonly: true });
  try {
    return db
      .prepare<[string], { id: number }>('SELECT id FROM offers WHERE title = ? ORDER BY id')
      .all(offer.title)
      .map((row) => row.id);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lab-api-crash-'));
  const { app, base } = await restart();
  token = await signIn(base);
  await app.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a keyed change when the server process is killed mid-request', () => {
  const create = (base: string, key: string) =>
    call<OfferRow>(base, 'POST', '/offers/', {
      token,
      json: offer,
      headers: { 'Idempotency-Key': key },
    });

  it('runs once on retry when killed after the change, before its answer is stored', async () => {
    const before = offerIds().length;
    const crashing = crashingServer('before-answer');
    try {
      const lost = create(await crashing.ready, 'killed-before-answer');
      await expect(lost).rejects.toThrow();
      expect(await crashing.exited).toBe('SIGKILL');
    } finally {
      crashing.stop();
    }
    expect(offerIds()).toHaveLength(before);

    const { app, base } = await restart();
    try {
      const retry = await create(base, 'killed-before-answer');
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      const again = await create(base, 'killed-before-answer');
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(retry.body);
      expect(offerIds()).toHaveLength(before + 1);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('replays the committed answer when killed after the commit, before answering', async () => {
    const before = offerIds().length;
    const crashing = crashingServer('after-commit');
    try {
      const lost = create(await crashing.ready, 'killed-after-commit');
      await expect(lost).rejects.toThrow();
      expect(await crashing.exited).toBe('SIGKILL');
    } finally {
      crashing.stop();
    }
    expect(offerIds()).toHaveLength(before + 1);

    const { app, base } = await restart();
    try {
      const retry = await create(base, 'killed-after-commit');
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(offerIds()).toHaveLength(before + 1);
      expect(offerIds()).toContain(retry.body.data.id);
    } finally {
      await app.close();
    }
  }, 60_000);
});
