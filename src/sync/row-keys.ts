import { db } from '../db/db';
import type { Id } from '../db/types';

/** Per record object of a list read with withRowKeys, its key when that is not its id. */
const keys = new WeakMap<object, string>();

/**
 * Keys each record created on this device by its first, temporary id. Such a record is shown
 * under its temporary id until the server answers, then under the server's: a list keyed by id
 * would have React drop its element and make it anew at the swap, and a button focused in it
 * would lose the focus, a click pressed on it just then would be lost. Call it inside the list's
 * live query: the swap writes the record and its idMap row in one transaction, so they are read
 * as one. `nested` names the records' own lists (a client's addresses). (idMap does not say the
 * table: a server id of another table only lends a record a key no other record has.)
 */
export async function withRowKeys<T extends { id: Id }>(
  records: T[],
  nested: (record: T) => { id: Id }[] = () => [],
): Promise<T[]> {
  const created = new Map<string, string>();
  for (const row of await db.idMap.toArray()) created.set(String(row.serverId), row.tempId);
  if (created.size === 0) return records;
  for (const record of records.flatMap((r) => [r, ...nested(r)])) {
    const key = created.get(String(record.id));
    if (key !== undefined) keys.set(record, key);
  }
  return records;
}

/** The React key of a record of a list read with withRowKeys. */
export function rowKey(record: { id: Id }): string {
  return keys.get(record) ?? String(record.id);
}
