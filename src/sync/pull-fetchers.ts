import type { Table } from 'dexie';
import { db, type LookupRow, type MirrorTable, type SessionRow } from '../db/db';
import { packTables } from '../db/booking-packs';
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
import { apiRequest } from '../lib/http';
import { inTx } from '../db/in-tx';
import { writeUnread } from './pull-state';
import { replaceTable } from './replace-table';

/**
 * The whole-list pulls against a server without the change feed (pull.ts runs them): per
 * resource, the spec's GET and what its answer writes in the mirror.
 */

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
    tables: [
      db.table(table),
      db.outbox,
      // Whole bookings land in the table, the packs emptied (replace-table.ts).
      ...(table === 'bookings' ? packTables() : []),
    ],
    write: (since) => replaceTable(table, records, since),
  };
}

export const FETCHERS: Record<(typeof PULL_RESOURCES)[number], Fetcher> = {
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
