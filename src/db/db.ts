import Dexie, { type EntityTable, type Table } from 'dexie';
import { DB_NAME } from '../config/constants';
import type { RequestBody } from '../lib/http';
import type { ActingPerson } from './device-lock';
import type { MirrorTable } from './tables';
import { UNREAD_FIELD, unreadFlag, withUnreadFlag } from './unread-flag';
import type {
  AppNotification,
  Booking,
  Client,
  DashboardData,
  Id,
  Lab,
  LabImage,
  Lookup,
  Offer,
  SubCategory,
  TeamMember,
  User,
} from './types';

export { MIRROR_TABLES, PACK_TABLES, VENDOR_TABLES, type MirrorTable } from './tables';

/**
 * A day of past, final bookings, many to a record (src/db/booking-packs.ts): `day` is the first
 * ten characters of their `scheduled_at` as written; `json` the bookings in the index's order, as
 * JSON text. Text, not objects: IndexedDB copies a string at once, where it walks a booking's
 * objects field by field (a 2,000-booking page of the walk spent about 300 ms of a phone's CPU
 * writing its packs as objects, 60 to 130 ms as text, most of it `JSON.stringify`).
 */
export interface BookingPack {
  day: string;
  json: string;
}

/** Which bookings a day's pack holds, and how many of each status, without reading it. */
export interface BookingPackIndexRow {
  day: string;
  ids: number[];
  counts: Record<string, number>;
}

/** The signed-in vendor (SPEC 3 auth state), one row under the key 'current'. */
export interface SessionRow {
  key: 'current';
  token: string;
  user: User;
  vendor: Lab | null;
  signedInAt: string;
  /** Set when the server answered 401: the outbox waits until the same vendor signs in again. */
  expired?: boolean;
}

/** How to undo an optimistic change when the server refuses it. */
export interface Rollback {
  table: MirrorTable;
  /** Records to put back as they were. */
  put: unknown[];
  /** Ids to remove (records that were created optimistically). */
  remove: Id[];
}

/**
 * How a 2xx answer lands in the mirror, as data so that the service worker can replay rows
 * without the screens' code. `data` below is the answer's `data` field.
 */
export type ApplyAnswer =
  | { op: 'none' }
  /** Put `data` (one record) into the table; a temporary recordId is swapped for data.id. */
  | { op: 'put'; table: MirrorTable }
  /** Put every record of `data` (a list) and drop the temporary ids listed. */
  | { op: 'putMany'; table: MirrorTable; tempIds: Id[] }
  /** Merge `data` into the list `field` of the parent record (services in a sub-category, addresses of a client). */
  | { op: 'nested'; table: 'subCategories' | 'clients'; parentId: Id; field: 'items' | 'addresses' }
  /** `data` is the vendor's lab: store it in the session. */
  | { op: 'vendor' };

export type OutboxStatus = 'pending' | 'failed';

export interface OutboxRow {
  seq?: number;
  /** The vendor who made the change: a row is never sent with another vendor's token. */
  userId: number;
  /** The action's name, for the sync status list and for applying the answer. */
  action: string;
  /** The record this change is about, so that later changes of it wait behind a failed one. */
  table: MirrorTable | 'lab' | 'none';
  recordId: Id;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: RequestBody;
  idempotencyKey: string;
  createdAt: number;
  attempts: number;
  status: OutboxStatus;
  nextAttemptAt?: number;
  lastError?: string;
  lastStatus?: number;
  rollback: Rollback | null;
  /** What to do with the server's answer once it succeeds. */
  onSuccess: ApplyAnswer;
  /**
   * A meta key under which the server's `message` is kept, with this row's seq, once it
   * succeeds: for screens that show what the server said (SPEC 8, notifications).
   */
  notice?: string;
  /** True while the replayer is sending it: such a row is never coalesced or dropped. */
  sending?: boolean;
  /**
   * Who made it in team sign-in (issue 27): it is sent with their staff session, whoever is
   * unlocked by then. Absent for the owner of a device without team sign-in.
   */
  person?: ActingPerson;
  /** Words for the person: an i18n key and its values, e.g. a booking's client name. */
  label: { key: string; values?: Record<string, string | number> };
}

export interface IdMapRow {
  tempId: string;
  serverId: Id;
}

export interface LookupRow {
  kind: 'roles' | 'genders' | 'designations' | 'testTypes';
  items: Lookup[];
  fetchedAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export interface DashboardRow {
  key: 'current';
  data: DashboardData;
  fetchedAt: number;
}

export class RootDb extends Dexie {
  session!: EntityTable<SessionRow, 'key'>;
  bookings!: Table<Booking, Id>;
  bookingPacks!: EntityTable<BookingPack, 'day'>;
  bookingPackIndex!: EntityTable<BookingPackIndexRow, 'day'>;
  offers!: Table<Offer, Id>;
  teamMembers!: Table<TeamMember, Id>;
  notifications!: Table<AppNotification, Id>;
  labImages!: Table<LabImage, Id>;
  subCategories!: Table<SubCategory, Id>;
  clients!: Table<Client, Id>;
  lookups!: EntityTable<LookupRow, 'kind'>;
  dashboard!: EntityTable<DashboardRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  idMap!: EntityTable<IdMapRow, 'tempId'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = DB_NAME) {
    // No query cache: it handed every live query's result out as a deep copy (on the counter
    // screen, each page of a catch-up that touched today cost its 500 bookings read and copied
    // again, 15 to 25 ms of a phone's CPU over the read). Live queries still follow every commit
    // (their observability is not the cache's); what a read returns is the records IndexedDB gave.
    super(name, { cache: 'disabled' });
    // The schema and every upgrade live here, in one place: the schema as it is now, declared
    // once (Dexie 3 and later need no older version declared unless it has an upgrade; each
    // declaration rebuilt every table's API again, some 14 ms of every start at the phone's CPU
    // for the four there were). Its history: 1 the tables; 2 `[status+scheduled_at]`, the
    // dashboard's waiting bookings soonest first without reading every pending one; 3 the unread
    // flag (unread-flag.ts: `read` is a boolean, which IndexedDB never indexed), given to the
    // notifications a device kept before it; 4 the past, final bookings many to a record (a lab's
    // history is mostly those, and IndexedDB's cost is per record and index entry: bench/README.md,
    // "Past bookings a day to a record").
    this.version(4)
      .stores({
        session: 'key',
        bookings: 'id, status, scheduled_at, [status+scheduled_at]',
        bookingPacks: 'day',
        bookingPackIndex: 'day',
        offers: 'id',
        teamMembers: 'id',
        notifications: `id, created_at, ${UNREAD_FIELD}`,
        labImages: 'id',
        subCategories: 'id',
        clients: 'id',
        lookups: 'kind',
        dashboard: 'key',
        outbox: '++seq, status, [table+recordId]',
        idMap: 'tempId',
        meta: 'key',
      })
      // From version 2 or before (and harmless from 3: the flag is made from `read` again).
      .upgrade((tx) =>
        tx
          .table('notifications')
          .toCollection()
          .modify((n: Record<string, unknown>, ref: { value: Record<string, unknown> }) => {
            ref.value = withUnreadFlag(n);
          }),
      );
    this.use(unreadFlag);
  }
}

export const db = new RootDb();
