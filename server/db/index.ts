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
  if (seeded) seed(db, uploadsDir, seedScale);
  return { db, uploadsDir, seeded };
}
