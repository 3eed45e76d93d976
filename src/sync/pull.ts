import type { Table } from 'dexie';
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
import { syncMode, type FeedOutcome } from './feed';
import { inTx } from './in-tx';
import { withLock } from './lock';
import { online } from './online';
import { LAST_SYNCED_KEY, markExpired, markLoading, pullStateRow, writeUnread } from './pull-state';
import { replaceTable } from './replace-table';
import { pullFeed } from './walk-off-thread';

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

/**
 * Refreshes one part of the mirror from its whole list (the spec's GET): the request (and the
 * JSON parse) first, then one read-write transaction that writes what changed and the pull's
 * state. Resolves either way; the outcome is in the `pull:<resource>` meta row (usePullState).
 * Offline it does nothing.
 */
async function refreshList(resource: PullResource): Promise<void> {
  // Storage going away mid-pull (sign-out deletes the database) is not the caller's problem.
  await refreshOne(resource).catch(() => undefined);
}

async function refreshOne(resource: PullResource): Promise<void> {
  const name = resource === 'clients' ? 'team' : resource;
  const session = await db.session.get('current');
  if (!session || session.expired || !online()) return;
  const since = Date.now();
  // The loading mark is written while the request is on its way.
  const loading = markLoading(pullStateKey(name));
  loading.catch(() => undefined);
  try {
    const landing = await FETCHERS[name](session);
    await loading;
    const tables = [...(landing?.tables ?? []), db.meta];
    await db.transaction('rw', tables, async () => {
      if (landing) await inTx(landing.write(since));
      const now = Date.now();
      await db.meta.bulkPut([
        pullStateRow(pullStateKey(name), { loading: false, error: null, at: now }),
        { key: LAST_SYNCED_KEY, value: now },
      ]);
    });
  } catch (err) {
    const at = await loading.catch(() => null);
    if (err instanceof ApiError && err.kind === 'http' && err.status === 401) {
      await markExpired(session.token).catch(() => undefined);
    }
    await db.meta
      .put(pullStateRow(pullStateKey(name), { loading: false, error: generalMessage(err), at }))
      .catch(() => undefined);
  }
}

/** The lookups are the same for every lab and change rarely: asked again once a day. */
const LOOKUPS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

async function refreshLookupsIfOld(): Promise<void> {
  const rows = await db.lookups.toArray().catch(() => []);
  const oldest = rows.length < 4 ? 0 : Math.min(...rows.map((r) => r.fetchedAt));
  if (Date.now() - oldest > LOOKUPS_MAX_AGE_MS) await refreshList('lookups');
}

let inFlight: Promise<FeedOutcome> | null = null;
let queued: Promise<FeedOutcome> | null = null;

/**
 * One pull of the change feed at a time, across tabs too (a Web Lock), and however many pokes,
 * pushes or focus events ask meanwhile, one more after it: what they announced may have come
 * after the running pull read its page.
 */
export function catchUp(): Promise<FeedOutcome> {
  if (!inFlight) {
    inFlight = withLock('feed-pull', pullFeed)
      .catch((): FeedOutcome => 'failed')
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }
  queued ??= inFlight.then(() => {
    queued = null;
    return catchUp();
  });
  return queued;
}

/**
 * Brings the mirror up to the server's. With the change feed (every server of this repo) that is
 * one pull of what changed, whatever the resource; a server without it (404) gets the spec's GETs
 * of whole lists, as before the feed existed. The lookups are public lists outside the feed.
 */
export async function refresh(resource: PullResource): Promise<void> {
  if (resource !== 'lookups' && (await syncMode().catch(() => null)) !== 'legacy') {
    if ((await catchUp()) !== 'unsupported') return;
  }
  await refreshList(resource);
}

/**
 * Every resource (start, `online`, a poke, a push message). `probe` asks the feed even when the
 * server had none before (at start: the server may have been upgraded since).
 */
export async function refreshAll(options: { probe?: boolean } = {}): Promise<void> {
  const mode = await syncMode().catch(() => null);
  if (mode !== 'legacy' || options.probe) {
    const outcome = await catchUp();
    if (outcome !== 'unsupported') {
      await refreshLookupsIfOld();
      return;
    }
  }
  await Promise.all(PULL_RESOURCES.map((r) => refreshList(r)));
}
