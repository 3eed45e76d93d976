import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './schema.ts';
import { seed, type SeedScale } from './seed.ts';

export interface OpenedDatabase {
  db: Database.Database;
  uploadsDir: string;
  seeded: boolean;
}

/**
 * A second connection to `<dataDir>/lab.sqlite` that only reads. Its transactions see committed
 * rows only, as one snapshot: the change feed reads a page on it, where the writer's connection
 * would also see the open write unit's rows (which may yet roll back).
 */
export function openReader(dataDir: string): Database.Database {
  const db = new Database(path.join(dataDir, 'lab.sqlite'), { fileMustExist: true });
  db.pragma('query_only = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Opens (creating if needed) `<dataDir>/lab.sqlite`, migrates it and seeds it on first start. */
export function openDatabase(dataDir: string, seedScale: SeedScale = 'demo'): OpenedDatabase {
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'lab.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');

  const version = Number(db.pragma('user_version', { simple: true }));
  db.transaction(() => {
    MIGRATIONS.slice(version).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();

  const { n } = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM lookups').get() ?? {
    n: 0,
  };
  const seeded = n === 0;
  if (seeded) {
    const started = performance.now();
    seed(db, uploadsDir, seedScale);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (seedScale === 'large') console.log(`Seeded the ${seedScale} data set in ${seconds} s.`);
  }
  return { db, uploadsDir, seeded };
}

/** The lab of an e-mail (the lab's or its owner's), for the scripts run beside the server. */
export function labIdByEmail(db: Database.Database, email: string): number | undefined {
  return db
    .prepare<[string, string], number>(
      `SELECT labs.id FROM labs JOIN users ON users.id = labs.user_id
       WHERE lower(labs.email) = lower(?) OR lower(users.email) = lower(?)`,
    )
    .pluck()
    .get(email, email);
}
