import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildServer } from '../../server/app';

/** The reference API on a fresh copy of the demo data, for one browser test run. */
const dataDir = resolve(process.env.DATA_DIR ?? '.e2e-data/default');
rmSync(dataDir, { recursive: true, force: true });

const app = await buildServer({
  dataDir,
  demoOtp: process.env.DEMO_OTP ?? '246810',
  staticDir: resolve(process.env.STATIC_DIR ?? 'dist'),
  logger: false,
});
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4310) });
console.log(`e2e server on ${process.env.PORT}`);
