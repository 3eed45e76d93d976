import type { DBCore, DBCoreTable, Middleware } from 'dexie';

/**
 * The bell's count without reading every notification. IndexedDB indexes no booleans, so the
 * count of unread notifications read the whole table again after every change to it (2,000
 * notifications: a task of 40 to 80 ms on a phone's CPU, once per page of a catch-up that
 * touched them). Each stored notification gets UNREAD_FIELD = 1 while it is unread and none once
 * read, written here on every put whoever writes (a pull, the replayer, the worker's walk, a
 * change made on the device), so a sparse index on it holds the unread ones only and a count of
 * it reads no record. The field is taken off again as the app reads: no screen, diff or test
 * sees it.
 */
export const UNREAD_FIELD = 'unread';
const TABLE = 'notifications';

type Stored = Record<string, unknown>;

export function withUnreadFlag<T>(value: T): T {
  if (!value || typeof value !== 'object') return value;
  const { [UNREAD_FIELD]: _flag, ...rest } = value as Stored;
  return (rest.read === false ? { ...rest, [UNREAD_FIELD]: 1 } : rest) as T;
}

function withoutFlag<T>(value: T): T {
  if (!value || typeof value !== 'object' || !(UNREAD_FIELD in value)) return value;
  const { [UNREAD_FIELD]: _flag, ...rest } = value as Stored;
  return rest as T;
}

function notificationsTable(table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    mutate: (req) =>
      req.type === 'add' || req.type === 'put'
        ? table.mutate({ ...req, values: req.values.map(withUnreadFlag) })
        : table.mutate(req),
    // `then` on Dexie's own promises, not `await`: a native await inside a transaction makes
    // Dexie carry its zone across it, work of its own on every read.
    get: (req) => table.get(req).then(withoutFlag),
    getMany: (req) => table.getMany(req).then((values) => values.map(withoutFlag)),
    query: (req) =>
      table
        .query(req)
        .then((res) => (req.values ? { ...res, result: res.result.map(withoutFlag) } : res)),
    // As Dexie's own middlewares wrap a cursor: the same cursor, its value read through.
    openCursor: (req) =>
      table.openCursor(req).then((cursor) =>
        cursor && req.values
          ? (Object.create(cursor, {
              value: { get: () => withoutFlag(cursor.value) },
            }) as typeof cursor)
          : cursor,
      ),
  };
}

export const unreadFlag: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'unread-flag',
  create: (down) => ({
    ...down,
    table: (name) => (name === TABLE ? notificationsTable(down.table(name)) : down.table(name)),
  }),
};
