/**
 * Adds a notification for a lab without Firebase:
 *   tsx server/notify.ts demo@lab.test "Title" "Message" [type]
 * Uses DATA_DIR (default ./.data) like the server; safe while the server runs (WAL).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { labIdByEmail, openDatabase } from './db/index.ts';

const [email, title, message = '', type = 'mail'] = process.argv.slice(2);
if (!email || !title) {
  console.error('Usage: tsx server/notify.ts <lab e-mail> <title> [message] [type]');
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { db } = openDatabase(path.resolve(process.env.DATA_DIR || path.join(root, '.data')));
const labId = labIdByEmail(db, email);
if (labId === undefined) {
  console.error(`No lab with the e-mail ${email}.`);
  process.exit(1);
}
const info = db
  .prepare(
    `INSERT INTO notifications (lab_id, created_at, read, title, message, type) VALUES (?, ?, 0, ?, ?, ?)`,
  )
  .run(labId, new Date().toISOString(), title, message, type);
console.log(`Notification ${info.lastInsertRowid} added for ${email}.`);
db.close();
