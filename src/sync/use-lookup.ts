import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LookupRow } from '../db/db';
import type { Lookup } from '../db/types';

/**
 * One list of the common lookups (SPEC 3/7: roles, genders, designations, test types), where the
 * sync layer keeps them (fetched without the token). `undefined` while loading; an empty list
 * before the first pull.
 */
export function useLookup(kind: LookupRow['kind']): Lookup[] | undefined {
  return useLiveQuery(async () => (await db.lookups.get(kind))?.items ?? [], [kind]);
}
