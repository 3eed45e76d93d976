import type { Database } from 'better-sqlite3';

/** What every route module gets: the database, where uploads go and the demo code. */
export interface AppContext {
  db: Database;
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

export interface IdempotencyState {
  userId: number;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    authToken: string | null;
    form: MultipartForm | null;
    idempotency: IdempotencyState | null;
  }
  interface FastifyContextConfig {
    /** No token needed (the common lookups and sign-in). */
    public?: boolean;
  }
}
