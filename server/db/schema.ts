import {
  changeLogTriggers,
  MIRRORED,
  NOW_MS,
  OWN_RECORDS,
  TEAM_MEMBERS,
} from './change-log-sql.ts';
import { BASE_SCHEMA } from './schema-base.ts';

/**
 * The whole schema, as ordered migrations. `PRAGMA user_version` counts the applied ones;
 * add a new entry to change the schema, never edit an applied one.
 * Bookings keep client, tests and history as JSON columns so a list is one table scan.
 */
export const MIGRATIONS: readonly string[] = [
  // 1. The records of the spec's calls (schema-base.ts).
  BASE_SCHEMA,
  // 2. The change feed (docs/api-contract.md, "Change feed"): per lab a sequence, and per record
  // one change_log row holding its latest seq (compacted, so the log never outgrows the data plus
  // its tombstones). Triggers write it in the same transaction as the change, whichever process
  // makes it. `epoch` names this database in every cursor: a reseeded one starts a new epoch.
  `
  CREATE TABLE sync_epoch (epoch TEXT NOT NULL);
  INSERT INTO sync_epoch (epoch) VALUES (lower(hex(randomblob(4))));
  CREATE TABLE lab_seq (
    lab_id INTEGER PRIMARY KEY,
    seq INTEGER NOT NULL,
    pruned_seq INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE change_log (
    lab_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    type TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    deleted INTEGER NOT NULL DEFAULT 0,
    changed_at INTEGER NOT NULL,
    PRIMARY KEY (lab_id, type, record_id)
  ) WITHOUT ROWID;
  CREATE UNIQUE INDEX change_log_seq ON change_log (lab_id, seq);
  CREATE INDEX change_log_tombstones ON change_log (changed_at) WHERE deleted = 1;
  INSERT INTO change_log (lab_id, seq, type, record_id, deleted, changed_at)
    SELECT lab_id, ROW_NUMBER() OVER (PARTITION BY lab_id ORDER BY ord, record_id), type, record_id,
      0, ${NOW_MS}
    FROM (
      ${OWN_RECORDS}
    );
  INSERT INTO lab_seq (lab_id, seq) SELECT lab_id, MAX(seq) FROM change_log GROUP BY lab_id;
  ${MIRRORED.map((m) => changeLogTriggers(m)).join('\n')}
  `,
  // 3. The dashboard's figures, which also end every change-feed pull, read from this narrow
  // index instead of the bookings' wide rows (JSON columns): 100,000 bookings in ~50 ms.
  `
  CREATE INDEX bookings_lab_figures ON bookings (lab_id, scheduled_at, status, price);
  `,
  // 4. The change feed's walk from no cursor sends the records other than the lab and bookings
  // by seq (lib/sync-feed.ts, phase 2): this partial index holds only those, so a page does not
  // step over 100,000 bookings' log rows to reach the next notification.
  `
  CREATE INDEX change_log_others ON change_log (lab_id, seq) WHERE type NOT IN ('lab', 'bookings');
  `,
  // 5. Staff access (issue 27, docs/staff-access.md): a member's PIN as an HMAC tag (the key is
  // DATA_DIR/staff.key, never here), wrong PINs in a row and the last accepted change; staff
  // sessions (only the token's SHA-256 kept); a vendor token in counter mode. A member's record
  // changes with its PIN (pin_set) and its activity, not with its count of wrong PINs: its
  // update trigger is re-made for the record's columns only.
  `
  ALTER TABLE team_members ADD COLUMN pin_tag TEXT;
  ALTER TABLE team_members ADD COLUMN pin_failures INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE team_members ADD COLUMN last_active_at TEXT;
  CREATE UNIQUE INDEX team_members_pin_tag ON team_members (lab_id, pin_tag);
  ALTER TABLE tokens ADD COLUMN counter INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE staff_sessions (
    token_hash TEXT PRIMARY KEY,
    lab_id INTEGER NOT NULL REFERENCES labs(id) ON DELETE CASCADE,
    member_id INTEGER REFERENCES team_members(id) ON DELETE CASCADE,
    vendor_token TEXT NOT NULL REFERENCES tokens(token) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  );
  CREATE INDEX staff_sessions_member ON staff_sessions (member_id);
  CREATE INDEX staff_sessions_vendor_token ON staff_sessions (vendor_token);
  DROP TRIGGER team_members_log_insert;
  DROP TRIGGER team_members_log_update;
  DROP TRIGGER team_members_log_move;
  DROP TRIGGER team_members_log_delete;
  ${changeLogTriggers(TEAM_MEMBERS, [
    'id',
    'lab_id',
    'first_name',
    'last_name',
    'email',
    'phone',
    'role',
    'gender',
    'designation',
    'profile_image',
    'pin_tag',
    'last_active_at',
  ])}
  `,
];
