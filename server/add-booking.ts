/**
 * Adds a pending booking for a lab as the marketplace would, from another process, to watch it
 * arrive live in the app (the change feed's triggers log it; the stream pokes within ~250 ms):
 *   tsx server/add-booking.ts demo@lab.test ["Client Name"] [minutes-from-now]
 * The client is the lab's client of that name, made when there is none (a random one of the
 * lab's clients without a name); one to three of the lab's services are booked, at their prices.
 * Uses DATA_DIR (default ./.data) like the server; safe while the server runs (WAL).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { labIdByEmail, openDatabase } from './db/index.ts';

const [email, clientName = '', minutesArg = '60'] = process.argv.slice(2);
const minutes = Number(minutesArg);
if (!email || !/^-?\d+$/.test(minutesArg)) {
  console.error('Usage: tsx server/add-booking.ts <lab e-mail> ["Client Name"] [minutes-from-now]');
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { db } = openDatabase(path.resolve(process.env.DATA_DIR || path.join(root, '.data')));
const labId = labIdByEmail(db, email);
if (labId === undefined) {
  console.error(`No lab with the e-mail ${email}.`);
  process.exit(1);
}

interface Client {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}
const CLIENT = 'SELECT id, first_name, last_name, email, phone FROM clients';
const pick = <T>(list: readonly T[]): T | undefined =>
  list[Math.floor(Math.random() * list.length)];

const booked = db.transaction(() => {
  const services = db
    .prepare<[number], { id: number; name: string; price: number }>(
      'SELECT id, name, price FROM services WHERE lab_id = ? ORDER BY id',
    )
    .all(labId);
  if (services.length === 0) return undefined;
  const name = clientName.trim();
  let client = name
    ? db
        .prepare<[number, string], Client>(
          `${CLIENT} WHERE lab_id = ? AND lower(trim(first_name || ' ' || last_name)) = lower(?)`,
        )
        .get(labId, name)
    : pick(db.prepare<[number], Client>(`${CLIENT} WHERE lab_id = ?`).all(labId));
  const now = new Date();
  if (!client) {
    const [first = 'Marketplace', ...rest] = (name || 'Marketplace Customer').split(/\s+/);
    const info = db
      .prepare(
        `INSERT INTO clients (lab_id, first_name, last_name, email, phone, created_at)
         VALUES (?, ?, ?, '', '', ?)`,
      )
      .run(labId, first, rest.join(' '), now.toISOString());
    client = {
      id: Number(info.lastInsertRowid),
      first_name: first,
      last_name: rest.join(' '),
      email: '',
      phone: '',
    };
  }
  const address = db
    .prepare<[number], { text: string }>(
      `SELECT line1 || ', ' || postcode || ' ' || city AS text FROM addresses
       WHERE client_id = ? ORDER BY id LIMIT 1`,
    )
    .get(client.id);
  const count = 1 + Math.floor(Math.random() * Math.min(3, services.length));
  const tests = [...services].sort(() => Math.random() - 0.5).slice(0, count);
  const price = Math.round(tests.reduce((sum, test) => sum + test.price, 0) * 100) / 100;
  const scheduled = new Date(now.getTime() + minutes * 60_000);
  scheduled.setSeconds(0, 0);
  const at = now.toISOString();
  const info = db
    .prepare(
      `INSERT INTO bookings (lab_id, client_id, status, client, tests, scheduled_at, address, price,
         notes, history, created_at, updated_at)
       VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, '', ?, ?, ?)`,
    )
    .run(
      labId,
      client.id,
      JSON.stringify(client),
      JSON.stringify(tests),
      scheduled.toISOString(),
      address?.text ?? '',
      price,
      JSON.stringify([{ status: 'pending', at }]),
      at,
      at,
    );
  return { id: Number(info.lastInsertRowid), client, tests, price, scheduled };
})();
db.close();

if (!booked) {
  console.error(`The lab of ${email} has no services to book yet.`);
  process.exit(1);
}
const who = `${booked.client.first_name} ${booked.client.last_name}`.trim();
console.log(
  `Booking ${booked.id} added for ${email}: ${who}, ${booked.tests.map((t) => t.name).join(', ')}, ` +
    `${booked.price}, pending, at ${booked.scheduled.toLocaleString()}.`,
);
