/**
 * The change log's SQL (migration 2 of schema.ts, and later migrations that re-make a trigger):
 * which tables the app mirrors, the triggers that log their every change in the same
 * transaction, whichever process makes it, and the back-fill of what was there before.
 */

/** A table whose rows the app mirrors, and how its rows name a change-feed record. */
interface Mirrored {
  table: string;
  /** The app's mirror table name: the change's `type`. */
  type: string;
  /**
   * A record of its own (`lab_id`, or `id` for labs); or a part of its parent's record
   * (`parent` table through `key`), whose change is a change of the parent.
   */
  lab?: 'lab_id' | 'id';
  parent?: { table: string; key: string };
}

export const MIRRORED: readonly Mirrored[] = [
  { table: 'labs', type: 'lab', lab: 'id' },
  { table: 'bookings', type: 'bookings', lab: 'lab_id' },
  { table: 'offers', type: 'offers', lab: 'lab_id' },
  { table: 'team_members', type: 'teamMembers', lab: 'lab_id' },
  { table: 'clients', type: 'clients', lab: 'lab_id' },
  { table: 'addresses', type: 'clients', parent: { table: 'clients', key: 'client_id' } },
  { table: 'notifications', type: 'notifications', lab: 'lab_id' },
  { table: 'lab_images', type: 'labImages', lab: 'lab_id' },
  { table: 'sub_categories', type: 'subCategories', lab: 'lab_id' },
  {
    table: 'services',
    type: 'subCategories',
    parent: { table: 'sub_categories', key: 'sub_category_id' },
  },
];

export const TEAM_MEMBERS = MIRRORED.find((m) => m.table === 'team_members') as Mirrored;

export const NOW_MS = "CAST(unixepoch('subsec') * 1000 AS INTEGER)";

/**
 * The change-log triggers of one mirrored table (part of migration 2: a later change of them is
 * a new migration that drops and re-creates them). Each logged change bumps the lab's seq and
 * upserts the record's one change_log row with it. A part (an address, a service) logs its
 * parent as changed, and nothing when the parent is gone: in a cascade the parent's row is
 * already deleted when the part's trigger runs, and the parent's own trigger writes its
 * tombstone after. A row moved to another lab or parent logs the one it left too.
 * `updateOf`: only an update of these columns is a change of the record (a later migration's).
 */
export function changeLogTriggers(
  { table, type, lab, parent }: Mirrored,
  updateOf?: string[],
): string {
  const side = (row: 'NEW' | 'OLD') =>
    parent
      ? {
          lab: `(SELECT lab_id FROM ${parent.table} WHERE id = ${row}.${parent.key})`,
          record: `${row}.${parent.key}`,
          when: `EXISTS (SELECT 1 FROM ${parent.table} WHERE id = ${row}.${parent.key})`,
        }
      : { lab: `${row}.${lab ?? 'lab_id'}`, record: `${row}.id`, when: '' };
  const log = (row: 'NEW' | 'OLD', deleted: 0 | 1): string => {
    const { lab: labOf, record } = side(row);
    return `
    INSERT INTO lab_seq (lab_id, seq) VALUES (${labOf}, 1)
      ON CONFLICT (lab_id) DO UPDATE SET seq = seq + 1;
    INSERT INTO change_log (lab_id, seq, type, record_id, deleted, changed_at)
      VALUES (${labOf}, (SELECT seq FROM lab_seq WHERE lab_id = ${labOf}), '${type}', ${record},
        ${deleted}, ${NOW_MS})
      ON CONFLICT (lab_id, type, record_id) DO UPDATE
        SET seq = excluded.seq, deleted = excluded.deleted, changed_at = excluded.changed_at;`;
  };
  const when = (row: 'NEW' | 'OLD', extra = ''): string => {
    const terms = [extra, side(row).when].filter(Boolean);
    return terms.length ? ` WHEN ${terms.join(' AND ')}` : '';
  };
  const keys = parent ? [parent.key] : lab === 'id' ? ['id'] : ['lab_id', 'id'];
  const moved = keys.map((key) => `OLD.${key} IS NOT NEW.${key}`).join(' OR ');
  // A row leaving (deleted, or moved away) is a deletion there; a part's parent only changed.
  const gone = parent ? 0 : 1;
  return `
  CREATE TRIGGER ${table}_log_insert AFTER INSERT ON ${table}${when('NEW')}
  BEGIN${log('NEW', 0)}
  END;
  CREATE TRIGGER ${table}_log_update AFTER UPDATE${updateOf ? ` OF ${updateOf.join(', ')}` : ''} ON ${table}${when('NEW')}
  BEGIN${log('NEW', 0)}
  END;
  CREATE TRIGGER ${table}_log_move AFTER UPDATE ON ${table}${when('OLD', `(${moved})`)}
  BEGIN${log('OLD', gone)}
  END;
  CREATE TRIGGER ${table}_log_delete AFTER DELETE ON ${table}${when('OLD')}
  BEGIN${log('OLD', gone)}
  END;`;
}

/** A record of its own per row of the tables that are not parts, for the back-fill. */
export const OWN_RECORDS = MIRRORED.filter((m) => !m.parent)
  .map(
    (m, order) =>
      `SELECT ${m.lab ?? 'lab_id'} AS lab_id, ${order} AS ord, '${m.type}' AS type, id AS record_id FROM ${m.table}`,
  )
  .join('\n      UNION ALL ');
