import type { Table } from 'dexie';
import { db, type LookupRow, type MetaRow, type MirrorTable, type SessionRow } from '../db/db';
import type {
  AppNotification,
  Booking,
  Client,
  DashboardData,
  Id,
  LabImage,
  Lookup,
  Offer,
  SubCategory,
  TeamMember,
} from '../db/types';
import { ApiError, generalMessage } from '../lib/errors';
import { apiRequest } from '../lib/http';
import { inTx } from './in-tx';
import { online } from './online';
import { replaceTable } from './replace-table';

/** Every GET of SPEC 7 that fills the mirror. `clients` is the same call as `team`. */
const PULL_RESOURCES = [
  'bookings',
  'offers',
  'team',
  'notifications',
  'unreadCount',
  'labImages',
  'subCategories',
  'lookups',
  'dashboard',
] as const;

export type PullResource = (typeof PULL_RESOURCES)[number] | 'clients';

export interface PullState {
  loading: boolean;
  /** What went wrong the last time (SPEC 8 general text), or null. */
  error: string | null;
  /** When it last succeeded, epoch ms. */
  at: number | null;
}

export const LAST_SYNCED_KEY = 'lastSyncedAt';
export const UNREAD_COUNT_KEY = 'unreadCount';
/** The mirror's own unread count when UNREAD_COUNT_KEY was written (the bell counts from both). */
export const UNREAD_BASE_KEY = 'unreadCountBase';

export function pullStateKey(resource: PullResource): string {
  return `pull:${resource === 'clients' ? 'team' : resource}`;
}

async function get<T>(path: string, token?: string): Promise<T> {
  const answer = await apiRequest<T>(path, token ? { token } : {});
  return answer.data;
}

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** What a fetched answer writes, inside the pull's one read-write transaction. */
interface Landing {
  tables: Table[];
  write: (since: number) => Promise<unknown>;
}

/** Fetches and parses (no transaction open meanwhile); null when there is nothing to write. */
type Fetcher = (session: SessionRow) => Promise<Landing | null>;

const LOOKUP_PATHS: Record<LookupRow['kind'], string> = {
  roles: '/common/roles',
  genders: '/common/genders',
  designations: '/common/designation',
  testTypes: '/common/test-types/',
};

function replacing<T extends { id: Id }>(table: MirrorTable, records: T[]): Landing {
  return {
    tables: [db.table(table), db.outbox],
    write: (since) => replaceTable(table, records, since),
  };
}

/**
 * The server's unread count, and the mirror's beside it. With read/delete changes still on their
 * way, the server's count is behind the mirror's, which stands in for it. A refused change was
 * rolled back and never happened on the server: its row does not count as on its way.
 */
async function writeUnread(serverCount: unknown, always: boolean): Promise<void> {
  const pending = await db.outbox
    .where('status')
    .equals('pending')
    .filter((r) => r.table === 'notifications')
    .count();
  if (pending && !always) return;
  const mirror = await db.notifications.filter((n) => !n.read).count();
  await db.meta.bulkPut([
    { key: UNREAD_COUNT_KEY, value: pending ? mirror : Number(serverCount ?? 0) },
    { key: UNREAD_BASE_KEY, value: mirror },
  ]);
}

const FETCHERS: Record<(typeof PULL_RESOURCES)[number], Fetcher> = {
  async bookings(s) {
    return replacing('bookings', list<Booking>(await get('/bookings', s.token)));
  },
  async offers(s) {
    return replacing('offers', list<Offer>(await get('/offers/', s.token)));
  },
  async team(s) {
    if (!s.vendor) return null;
    const data = await get<{ team_members?: unknown; clients?: unknown } | null>(
      `/users/?vendor_id=${s.vendor.id}`,
      s.token,
    );
    return {
      tables: [db.teamMembers, db.clients, db.outbox],
      write: async (since) => {
        await inTx(replaceTable('teamMembers', list<TeamMember>(data?.team_members), since));
        await inTx(replaceTable('clients', list<Client>(data?.clients), since));
      },
    };
  },
  async notifications(s) {
    const data = await get<{ notifications?: unknown; unread_count?: unknown } | null>(
      '/notifications/',
      s.token,
    );
    return {
      tables: [db.notifications, db.outbox],
      write: async (since) => {
        await inTx(
          replaceTable('notifications', list<AppNotification>(data?.notifications), since),
        );
        await inTx(writeUnread(data?.unread_count, true));
      },
    };
  },
  async unreadCount(s) {
    const data = await get<{ unread_count?: unknown } | null>(
      '/notifications/unread-count/',
      s.token,
    );
    return {
      tables: [db.notifications, db.outbox],
      write: () => writeUnread(data?.unread_count, false),
    };
  },
  async labImages(s) {
    if (!s.vendor) return null;
    const data = list<LabImage>(await get(`/lab-images/?vendor_id=${s.vendor.id}`, s.token));
    return replacing('labImages', data);
  },
  async subCategories(s) {
    if (!s.vendor) return null;
    const data = list<SubCategory>(await get(`/labs/${s.vendor.id}/test_types`, s.token));
    return replacing('subCategories', data);
  },
  async lookups() {
    const kinds = Object.keys(LOOKUP_PATHS) as LookupRow['kind'][];
    // SPEC 6: the common lookups go without the token.
    const lists = await Promise.all(kinds.map((k) => get<unknown>(LOOKUP_PATHS[k])));
    const fetchedAt = Date.now();
    return {
      tables: [db.lookups],
      write: () =>
        db.lookups.bulkPut(
          kinds.map((kind, i) => ({ kind, items: list<Lookup>(lists[i]), fetchedAt })),
        ),
    };
  },
  async dashboard(s) {
    const data = await get<DashboardData | null>('/dashboard/', s.token);
    if (!data) return null;
    return {
      tables: [db.dashboard],
      write: () => db.dashboard.put({ key: 'current', data, fetchedAt: Date.now() }),
    };
  },
};

function stateRow(resource: PullResource, state: PullState): MetaRow {
  return { key: pullStateKey(resource), value: state };
}

/** Marks the resource loading, keeping when it last succeeded; resolves with that time. */
function markLoading(resource: PullResource): Promise<number | null> {
  return db.transaction('rw', [db.meta], async () => {
    const row = await db.meta.get(pullStateKey(resource));
    const last = (row?.value as Partial<PullState> | undefined)?.at;
    const at = typeof last === 'number' ? last : null;
    await db.meta.put(stateRow(resource, { loading: true, error: null, at }));
    return at;
  });
}

/**
 * Refreshes one part of the mirror from the server: the request (and the JSON parse) first, then
 * one read-write transaction that writes what changed and the pull's state. Resolves either way;
 * the outcome is in the `pull:<resource>` meta row (usePullState). Offline it does nothing.
 */
export async function refresh(resource: PullResource): Promise<void> {
  // Storage going away mid-pull (sign-out deletes the database) is not the caller's problem.
  await refreshOne(resource).catch(() => undefined);
}

async function refreshOne(resource: PullResource): Promise<void> {
  const name = resource === 'clients' ? 'team' : resource;
  const session = await db.session.get('current');
  if (!session || session.expired || !online()) return;
  const since = Date.now();
  // The loading mark is written while the request is on its way.
  const loading = markLoading(name);
  loading.catch(() => undefined);
  try {
    const landing = await FETCHERS[name](session);
    await loading;
    const tables = [...(landing?.tables ?? []), db.meta];
    await db.transaction('rw', tables, async () => {
      if (landing) await inTx(landing.write(since));
      const now = Date.now();
      await db.meta.bulkPut([
        stateRow(name, { loading: false, error: null, at: now }),
        { key: LAST_SYNCED_KEY, value: now },
      ]);
    });
  } catch (err) {
    const at = await loading.catch(() => null);
    if (err instanceof ApiError && err.kind === 'http' && err.status === 401) {
      await db.transaction('rw', [db.session], async () => {
        const current = await db.session.get('current');
        if (current && current.token === session.token) {
          await db.session.put({ ...current, expired: true });
        }
      });
    }
    await db.meta
      .put(stateRow(name, { loading: false, error: generalMessage(err), at }))
      .catch(() => undefined);
  }
}

/** Every resource at once (start, `online`, focus, a push message). */
export async function refreshAll(): Promise<void> {
  await Promise.all(PULL_RESOURCES.map((r) => refresh(r)));
}
