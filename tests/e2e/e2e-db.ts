import Database from 'better-sqlite3';
import { join, resolve } from 'node:path';

/** The e2e server's data dir: playwright.config.ts gives the web server this one (serve.ts). */
export const E2E_DATA_DIR = resolve(
  process.env.E2E_DATA_DIR ?? `.e2e-data/${process.env.E2E_PORT ?? 4310}`,
);

/**
 * Runs `work` on the e2e server's SQLite database, opened from this process as another system
 * would write it (the marketplace, another server), and closes it whatever `work` does.
 */
export function withE2eDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(join(E2E_DATA_DIR, 'lab.sqlite'), { fileMustExist: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}
