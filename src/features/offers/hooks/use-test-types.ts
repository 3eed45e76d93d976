import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Lookup } from '../../../db/types';

/** The common test types (SPEC 3 lookups) an offer can include; `undefined` while loading. */
export function useTestTypes(): Lookup[] | undefined {
  return useLiveQuery(async () => (await db.lookups.get('testTypes'))?.items ?? [], []);
}
