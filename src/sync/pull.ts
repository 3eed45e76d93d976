import { db, type LookupRow, type MirrorTable, type SessionRow } from '../db/db';
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
import { appliedKey, type AppliedEntry } from './apply';
import { isTempId } from './outbox';

/** Every GET of SPEC 7 that fills the mirror. `clients` is the same call as `team`. */
export const PULL_RESOURCES = [
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

export function pullStateKey(resource: PullResource): string {
  return `pull:${resource === 'clients' ? 'team' : resource}`;
}

function online(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine !== false;
}

/**
 * Ids the mirror must keep as they are: records with a queued or refused change (the rows'
 * records, their parents, whatever their rollback names), and records the replayer confirmed
 * after this pull's request left (the pull's answer is older than them).
 */
async function protectedIds(table: MirrorTable, since: number): Promise<Set<string>> {
  const ids = new Set<string>();
  await db.outbox.each((row) => {
    if (row.table === table) ids.add(String(row.recordId));
    if (row.onSuccess.op === 'nested' && row.onSuccess.table === table) {
      ids.add(String(row.onSuccess.parentId));
    }
    if (row.rollback?.table === table) {
      for (const id of row.rollback.remove) ids.add(String(id));
      for (const rec of row.rollback.put) {
        const id = (rec as { id?: Id } | null)?.id;
        if (id !== undefined) ids.add(String(id));
      }
    }
  });
  const applied = await db.meta.get(appliedKey(table));
  if (Array.isArray(applied?.value)) {
    for (const e of applied.value as AppliedEntry[]) if (e.at >= since) ids.add(e.id);
  }
  return ids;
}

/** "Fetching replaces the list", except records with changes of their own still on the way. */
async function replaceTable<T extends { id: Id }>(
  table: MirrorTable,
  records: T[],
  since: number,
): Promise<void> {
  const t = db.table<T, Id>(table);
  const keep = await protectedIds(table, since);
  const incoming = new Set(records.map((r) => String(r.id)));
  const existing = await t.toCollection().primaryKeys();
  // Only what the server no longer has goes; the rest is overwritten in place by bulkPut.
  await t.bulkDelete(
    existing.filter((id) => !incoming.has(String(id)) && !keep.has(String(id)) && !isTempId(id)),
  );
  await t.bulkPut(records.filter((r) => !keep.has(String(r.id))));
}

async function get<T>(path: string, token?: string): Promise<T> {
  const answer = await apiRequest<T>(path, token ? { token } : {});
  return answer.data;
}

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

type Fetcher = (session: SessionRow, since: number) => Promise<void>;

const LOOKUP_PATHS: Record<LookupRow['kind'], string> = {
  roles: '/common/roles',
  genders: '/common/genders',
  designations: '/common/designation',
  testTypes: '/common/test-types/',
};

const FETCHERS: Record<(typeof PULL_RESOURCES)[number], Fetcher> = {
  async bookings(s, since) {
    const data = list<Booking>(await get('/bookings', s.token));
    await db.transaction('rw', [db.bookings, db.outbox, db.meta], () =>
      replaceTable('bookings', data, since),
    );
  },
  async offers(s, since) {
    const data = list<Offer>(await get('/offers/', s.token));
    await db.transaction('rw', [db.offers, db.outbox, db.meta], () =>
      replaceTable('offers', data, since),
    );
  },
  async team(s, since) {
    if (!s.vendor) return;
    const data = await get<{ team_members?: unknown; clients?: unknown } | null>(
      `/users/?vendor_id=${s.vendor.id}`,
      s.token,
    );
    await db.transaction('rw', [db.teamMembers, db.clients, db.outbox, db.meta], async () => {
      await replaceTable('teamMembers', list<TeamMember>(data?.team_members), since);
      await replaceTable('clients', list<Client>(data?.clients), since);
    });
  },
  async notifications(s, since) {
    const data = await get<{ notifications?: unknown; unread_count?: unknown } | null>(
      '/notifications/',
      s.token,
    );
    await db.transaction('rw', [db.notifications, db.outbox, db.meta], async () => {
      await replaceTable('notifications', list<AppNotification>(data?.notifications), since);
      const pending = await db.outbox.filter((r) => r.table === 'notifications').count();
      // With read/delete changes still queued, the server's count is behind the mirror's.
      const unread = pending
        ? await db.notifications.filter((n) => !n.read).count()
        : Number(data?.unread_count ?? 0);
      await db.meta.put({ key: UNREAD_COUNT_KEY, value: unread });
    });
  },
  async unreadCount(s) {
    const data = await get<{ unread_count?: unknown } | null>(
      '/notifications/unread-count/',
      s.token,
    );
    await db.transaction('rw', [db.notifications, db.outbox, db.meta], async () => {
      const pending = await db.outbox.filter((r) => r.table === 'notifications').count();
      if (pending) return;
      await db.meta.put({ key: UNREAD_COUNT_KEY, value: Number(data?.unread_count ?? 0) });
    });
  },
  async labImages(s, since) {
    if (!s.vendor) return;
    const data = list<LabImage>(await get(`/lab-images/?vendor_id=${s.vendor.id}`, s.token));
    await db.transaction('rw', [db.labImages, db.outbox, db.meta], () =>
      replaceTable('labImages', data, since),
    );
  },
  async subCategories(s, since) {
    if (!s.vendor) return;
    const data = list<SubCategory>(await get(`/labs/${s.vendor.id}/test_types`, s.token));
    await db.transaction('rw', [db.subCategories, db.outbox, db.meta], () =>
      replaceTable('subCategories', data, since),
    );
  },
  async lookups() {
    const kinds = Object.keys(LOOKUP_PATHS) as LookupRow['kind'][];
    // SPEC 6: the common lookups go without the token.
    const lists = await Promise.all(kinds.map((k) => get<unknown>(LOOKUP_PATHS[k])));
    const fetchedAt = Date.now();
    await db.transaction('rw', [db.lookups], () =>
      db.lookups.bulkPut(
        kinds.map((kind, i) => ({ kind, items: list<Lookup>(lists[i]), fetchedAt })),
      ),
    );
  },
  async dashboard(s) {
    const data = await get<DashboardData | null>('/dashboard/', s.token);
    if (!data) return;
    await db.dashboard.put({ key: 'current', data, fetchedAt: Date.now() });
  },
};

async function setState(resource: PullResource, state: PullState): Promise<void> {
  await db.meta.put({ key: pullStateKey(resource), value: state });
}

async function previousAt(resource: PullResource): Promise<number | null> {
  const row = await db.meta.get(pullStateKey(resource));
  const at = (row?.value as Partial<PullState> | undefined)?.at;
  return typeof at === 'number' ? at : null;
}

/**
 * Refreshes one part of the mirror from the server, in one transaction. Resolves either way;
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
  const at = await previousAt(name);
  await setState(name, { loading: true, error: null, at });
  const since = Date.now();
  try {
    await FETCHERS[name](session, since);
    const now = Date.now();
    await setState(name, { loading: false, error: null, at: now });
    await db.meta.put({ key: LAST_SYNCED_KEY, value: now });
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'http' && err.status === 401) {
      await db.transaction('rw', [db.session], async () => {
        const current = await db.session.get('current');
        if (current && current.token === session.token) {
          await db.session.put({ ...current, expired: true });
        }
      });
    }
    await setState(name, { loading: false, error: generalMessage(err), at }).catch(() => undefined);
  }
}

/** Every resource at once (start, `online`, focus, a push message). */
export async function refreshAll(): Promise<void> {
  await Promise.all(PULL_RESOURCES.map((r) => refresh(r)));
}
