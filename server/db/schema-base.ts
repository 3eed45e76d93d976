/**
 * Migration 1 of db/schema.ts: the spec's records (users, their tokens and one-time codes, labs
 * with their sub-categories, services, offers, images and team, clients and their addresses,
 * bookings, notifications, lookups) and the API's own (devices, idempotency keys, failed codes).
 * Applied databases hold it as written: never edit it, add a migration.
 */
export const BASE_SCHEMA = `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    password_hash TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE tokens (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  );
  CREATE TABLE otps (
    email TEXT NOT NULL,
    purpose TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (email, purpose)
  );
  CREATE TABLE otp_failures (id INTEGER PRIMARY KEY, email TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX otp_failures_email ON otp_failures (email, at);
  CREATE TABLE devices (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    registration_id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE idempotency (
    user_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    state TEXT NOT NULL,
    status INTEGER,
    body TEXT,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, key)
  );
  CREATE TABLE lookups (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('role', 'gender', 'designation', 'test_type')),
    name TEXT NOT NULL,
    code TEXT
  );
  CREATE TABLE labs (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
    name TEXT NOT NULL,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL DEFAULT '',
    about TEXT NOT NULL DEFAULT '',
    profile_image TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE sub_categories (
    id INTEGER PRIMARY KEY,
    lab_id INTEGER NOT NULL REFERENCES labs(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    name TEXT NOT NULL
  );
  CREATE TABLE services (
    id INTEGER PRIMARY KEY,
    lab_id INTEGER NOT NULL REFERENCES labs(id) ON DELETE CASCADE,
    sub_category_id INTEGER NOT NULL REFERENCES sub_categories(id) ON DELETE CASCADE,
    test_type_id INTEGER REFERENCES lookups(id),
    name TEXT NOT NULL,
    price REAL NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    image TEXT
  );
  CREATE INDEX services_sub_category ON services (sub_category_id);
  CREATE TABLE offers (
    id INTEGER PRIMARY KEY,
    lab_id INTEGER NOT NULL REFERENCES labs(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    price REAL NOT NULL,
    discounted_price REAL,
    valid_from TEXT,
    valid_to TEXT,
    tests TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL
  );
  CREATE INDEX offers_lab ON offers (lab_id);
  CREATE TABLE lab_images (
    id INTEGER PRIMARY KEY,
    lab_id INTEGER NOT NULL REFERENCES labs(id) ON DELETE CASCADE,
    image TEXT NOT NULL
  );
  CREATE INDEX lab_images_lab ON lab_images (lab_id);
  CREATE TABLE team_members (
    id INTEGER PRIMARY KEY,
    lab_id INTEGER NOT NULL REFERENCES labs(id) ON DELETE CASCADE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    role INTEGER REFERENCES lookups(id),
    gender INTEGER REFERENCES lookups(id),
    designation INTEGER REFERENCES lookups(id),
    profile_image TEXT
  );
  CREATE INDEX team_members_lab ON team_members (lab_id);
  CREATE TABLE clients (
    id INTEGER PRIMARY KEY,
    lab_id INTEGER NOT NULL REFERENCES labs(id) ON DELETE CASCADE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
  );
  CREATE INDEX clients_lab ON clients (lab_id);
  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
    line1 TEXT NOT NULL,
    line2 TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL,
    postcode TEXT NOT NULL DEFAULT '',
    country TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX addresses_client ON addresses (client_id);
  CREATE TABLE bookings (
    id INTEGER PRIMARY KEY,
    lab_id INTEGER NOT NULL REFERENCES labs(id) ON DELETE CASCADE,
    client_id INTEGER REFERENCES clients(id) ON DELETE SET NULL,
    status TEXT NOT NULL,
    client TEXT NOT NULL,
    tests TEXT NOT NULL,
    scheduled_at TEXT NOT NULL,
    address TEXT NOT NULL DEFAULT '',
    price REAL NOT NULL,
    notes TEXT NOT NULL DEFAULT '',
    history TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX bookings_lab_scheduled ON bookings (lab_id, scheduled_at);
  CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    lab_id INTEGER NOT NULL REFERENCES labs(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    read INTEGER NOT NULL DEFAULT 0,
    title TEXT NOT NULL,
    message TEXT NOT NULL DEFAULT '',
    type TEXT NOT NULL,
    avatar TEXT
  );
  CREATE INDEX notifications_lab ON notifications (lab_id, created_at);
  `;
