import { mkdirSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { openDatabase, openReader } from './db/index.ts';
import type { SeedScale } from './db/seed.ts';
import { installAuth } from './lib/auth.ts';
import { installPruning } from './lib/change-log.ts';
import { HttpError, answerClientError, installErrorHandler } from './lib/errors.ts';
import { installMutations } from './lib/mutations.ts';
import { installSecurityHeaders, readAppHeaders } from './lib/security-headers.ts';
import { installStaff } from './lib/staff.ts';
import { installStatic } from './lib/static.ts';
import { SYNC_STREAM_DEFAULTS, createSyncStreams } from './lib/sync-stream.ts';
import { MAX_FIELDS, MAX_FILE_BYTES, MAX_FILES } from './lib/uploads.ts';
import { authRoutes } from './routes/auth.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { commonRoutes } from './routes/common.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { imageRoutes } from './routes/images.ts';
import { labRoutes } from './routes/labs.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { passwordRoutes } from './routes/password.ts';
import { peopleRoutes } from './routes/people.ts';
import { staffRoutes } from './routes/staff.ts';
import { syncRoutes } from './routes/sync.ts';

export interface ServerOptions {
  /** Where `lab.sqlite` and `uploads/` live; created and seeded on first start. */
  dataDir: string;
  /** When set, every one-time code equals it. */
  demoOtp?: string;
  /** Size of the first-start seed: `bench` seeds 10,000 bookings. */
  seedScale?: SeedScale;
  /** The built app (`dist/`), served with an SPA fallback when it holds an index.html. */
  staticDir?: string;
  logger?: boolean;
  /** GET /api/sync/stream's heartbeat, in ms (15,000); tests use short ones. */
  syncHeartbeatMs?: number;
  /** How often the open streams' labs are checked for changes by any process, in ms (200). */
  syncPollMs?: number;
}

/** JSON bodies; an empty body (with a JSON content type) counts as no body. */
function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      done(new HttpError(400, 'Malformed JSON body', [reason]), undefined);
    }
  });
}

/** The reference API of SPEC.md section 7 on SQLite, ready to `listen`. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  if (options.demoOtp !== undefined && !/^\d{6}$/.test(options.demoOtp)) {
    throw new Error('DEMO_OTP must be 6 digits');
  }
  mkdirSync(options.dataDir, { recursive: true });
  const { db, uploadsDir } = openDatabase(options.dataDir, options.seedScale ?? 'demo');
  const reader = openReader(options.dataDir);
  const ctx: AppContext = {
    db,
    reader,
    dataDir: options.dataDir,
    uploadsDir,
    demoOtp: options.demoOtp,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
  });
  const streams = createSyncStreams(reader, {
    heartbeatMs: options.syncHeartbeatMs ?? SYNC_STREAM_DEFAULTS.heartbeatMs,
    pollMs: options.syncPollMs ?? SYNC_STREAM_DEFAULTS.pollMs,
  });
  app.decorate('syncStreams', streams);
  // Before the server waits for its connections to end: an open stream never would.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    reader.close();
    db.close();
  });
  installJsonParser(app);
  installErrorHandler(app);
  installSecurityHeaders(app, readAppHeaders(options.staticDir));
  // A tablet on a weak network: the app's scripts and the 10,000-booking list shrink ~10x.
  // Brotli at quality 4 keeps the on-the-fly cost of large answers low.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: MAX_FIELDS, fieldSize: 100_000 },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
  installAuth(app, ctx);
  installMutations(app, ctx, installStaff(app, ctx));
  installPruning(app, db);

  authRoutes(app, ctx);
  passwordRoutes(app, ctx);
  labRoutes(app, ctx);
  commonRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  imageRoutes(app, ctx);
  peopleRoutes(app, ctx);
  bookingRoutes(app, ctx);
  staffRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  notificationRoutes(app, ctx);
  syncRoutes(app, ctx);

  await installStatic(app, uploadsDir, options.staticDir);
  await app.ready();
  return app;
}
