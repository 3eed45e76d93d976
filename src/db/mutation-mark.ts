import Dexie, { type ObservabilitySet, type Table } from 'dexie';

/** How many commits have touched each table (its `idb://<db>/<table>/` part) since the page loaded. */
const commits = new Map<string, number>();

/** The part of Dexie's change keys that names `table` (the form use-steady-query.ts matches). */
export const tablePart = (table: Table) => `idb://${table.db.name}/${table.name}/`;

const TABLE_PART = /^idb:\/\/[^/]+\/[^/]+\//;

// Every commit of this tab and, through Dexie's broadcast, of the app's other tabs and workers.
Dexie.on.storagemutated.subscribe((changed: ObservabilitySet) => {
  const touched = new Set<string>();
  for (const key of Object.keys(changed)) {
    const part = TABLE_PART.exec(key)?.[0];
    if (part) touched.add(part);
  }
  for (const part of touched) commits.set(part, (commits.get(part) ?? 0) + 1);
});

/**
 * A mark of the commits to `tables` so far: two equal marks mean that no commit touched them in
 * between. A screen's read ahead takes one as it starts, so that the screen's live read
 * (useSteadyQuery's `initialMark`) need not read the same again at once.
 */
export function mutationMark(tables: readonly Table[]): number {
  return tables.reduce((sum, table) => sum + (commits.get(tablePart(table)) ?? 0), 0);
}
