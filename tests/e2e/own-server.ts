import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { buildServer } from '../../server/app';
import type { SeedScale } from '../../server/db/seed';
import { DEMO_OTP } from './fixtures';

export interface OwnServer {
  /** Its origin, `http://127.0.0.1:<port>`. */
  url: string;
  close: () => Promise<void>;
}

let started = 0;

/**
 * A reference server of a test's own, on fresh demo data (its seed always has patients still to
 * come today, whatever the other specs did to the shared server's), or the bench's larger seed,
 * serving `staticDir`.
 */
export async function startOwnServer(
  name: string,
  staticDir = resolve(process.env.E2E_DIST ?? 'dist'),
  seedScale: SeedScale = 'demo',
): Promise<OwnServer> {
  const dataDir = resolve(`.e2e-data/${name}-${process.pid}-${++started}`);
  rmSync(dataDir, { recursive: true, force: true });
  const app = await buildServer({
    dataDir,
    demoOtp: DEMO_OTP,
    staticDir,
    seedScale,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** For `test.use({ baseURL: ownServerPerTest('name') })`: each test on a server of its own. */
export function ownServerPerTest(name: string, seedScale: SeedScale = 'demo') {
  // eslint-disable-next-line no-empty-pattern -- a fixture that needs no other fixture
  return async ({}, provide: (url: string) => Promise<void>): Promise<void> => {
    const server = await startOwnServer(name, undefined, seedScale);
    await provide(server.url);
    await server.close();
  };
}
