import { useLiveQuery } from 'dexie-react-hooks';
import { db, type LookupRow } from '../../../db/db';
import type { Lookup } from '../../../db/types';

/**
 * One list of the common lookups (SPEC 3/7) from the `root` database, where the sync layer keeps
 * them (fetched without the token). `undefined` while loading; an empty list before the first pull.
 */
export function useLookup(kind: LookupRow['kind']): Lookup[] | undefined {
  return useLiveQuery(async () => (await db.lookups.get(kind))?.items ?? [], [kind]);
}

export const useRoles = () => useLookup('roles');
export const useGenders = () => useLookup('genders');
export const useDesignations = () => useLookup('designations');
export const useTestTypes = () => useLookup('testTypes');

/** The name of a lookup id, for showing a stored id (a member's role, say) in words. */
export function lookupName(list: Lookup[] | undefined, id: number | null | undefined): string {
  if (id === null || id === undefined) return '';
  return list?.find((item) => item.id === id)?.name ?? '';
}
