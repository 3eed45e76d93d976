import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { DEMO_EMAIL } from './db/seed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4173);
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, '.data'));
const demoOtp = process.env.DEMO_OTP || undefined;
const scale = process.env.SEED_SCALE;
const scales = ['demo', 'bench', 'large'] as const;
const seedScale = scales.find((name) => name === scale) ?? 'demo';
if (scale && seedScale !== scale) {
  console.warn(`SEED_SCALE=${scale} is unknown; using the demo seed (or set bench or large).`);
}

const app = await buildServer({
  dataDir,
  demoOtp,
  seedScale,
  staticDir: path.join(root, 'dist'),
  logger: process.env.LOG_REQUESTS === '1',
});
await app.listen({ host, port });

const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}/`;
console.log(`Lab back office and API: ${url}  (API under ${url}api/, data in ${dataDir})`);
console.log(
  `Sign in with the demo lab: e-mail ${DEMO_EMAIL}, then the one-time code ` +
    (demoOtp ? `${demoOtp} (DEMO_OTP).` : 'printed here on the console.'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
