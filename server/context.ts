import type { Database } from 'better-sqlite3';
import type { IdempotencyClaim } from './lib/idempotency.ts';
import type { Actor, RouteRight } from './lib/staff.ts';
import type { SyncStreams } from './lib/sync-stream.ts';
import type { WriteQueue, WriteUnit } from './lib/write-unit.ts';

/** What every route module gets: the database, where uploads go and the demo code. */
export interface AppContext {
  db: Database;
  /** A read-only connection: committed rows only, one snapshot per transaction (the feed). */
  reader: Database;
  /** DATA_DIR: the database, `uploads/` and `staff.key`. */
  dataDir: string;
  uploadsDir: string;
  demoOtp: string | undefined;
}

export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  lab_id: number | null;
}

export interface UploadedFile {
  field: string;
  buffer: Buffer;
  ext: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    authToken: string | null;
    form: MultipartForm | null;
    /** The open transaction of a mutating /api request (lib/mutations.ts). */
    writeUnit: WriteUnit | null;
    idempotency: IdempotencyClaim | null;
    /** Who makes a mutating request's change, on routes that declare a right (lib/staff.ts). */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** The one writer: anything that must not interleave with a request's write unit waits here. */
    writeQueue: WriteQueue;
    /** The open GET /api/sync/stream answers (lib/sync-stream.ts). */
    syncStreams: SyncStreams;
  }
  interface FastifyContextConfig {
    /** No token needed (the common lookups and sign-in). */
    public?: boolean;
    /** The right a mutating /api route needs (lib/staff.ts); required unless it is exempt. */
    right?: RouteRight;
  }
}
