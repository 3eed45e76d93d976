import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server/app.ts';
import type { SeedScale } from '../server/db/seed.ts';

export const BENCH_OTP = '135790';

export interface BenchServer {
  url: string;
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * The reference API on a fresh data dir, serving the built app: the `bench` seed (10,000
 * bookings) for the data-layer figures, the `demo` seed (what `npm start` serves) for Lighthouse,
 * the `large` seed (100,000 bookings) for the sync group's first sign-in.
 */
export async function startServer(
  dataDir: string,
  staticDir: string,
  seedScale: SeedScale = 'bench',
): Promise<BenchServer> {
  rmSync(dataDir, { recursive: true, force: true });
  const app = await buildServer({ dataDir, demoOtp: BENCH_OTP, seedScale, staticDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    close: async () => {
      await app.close();
    },
  };
}
