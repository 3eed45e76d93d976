import Dexie from 'dexie';
import { db, MIRROR_TABLES, type MirrorTable } from '../db/db';
import { dropPacked, placeBookings } from '../db/booking-packs-write';
import type { Booking, Id, Lab } from '../db/types';
import { appliedKey, type AppliedEntry } from './apply';
import { inTx } from '../db/in-tx';
import { yieldToPage } from '../lib/yield';
import { isTempId } from './outbox';
import { writeUnread } from './pull-state';
import { queuedIds } from './replace-table';
import { dashboardRowOf, type Summary } from './summary-row';

/**
 * How a page of the change feed lands in the mirror (src/sync/feed.ts reads the pages and
 * feed-land.ts runs each in its transaction): the records it names written or deleted, those
 * with changes of this device's on the way held back, the dashboard's figures, and after a walk
 * of the whole state what the server did not name dropped.
 */

/** Dexie's observability keeps the keys of a put of fewer than 50 records. */
const KEYED_PUT = 49;

export type FeedType = MirrorTable | 'lab';
export const FEED_TYPES: readonly FeedType[] = [...MIRROR_TABLES, 'lab'];

export interface FeedChange {
  type: FeedType;
  id: number;
  record?: Record<string, unknown>;
  deleted?: boolean;
}

export type Held = Record<string, FeedChange>;
const heldKey = (c: Pick<FeedChange, 'type' | 'id'>) => `${c.type}:${c.id}`;

/** The record's server version is older than what the mirror holds (a booking's `updated_at`). */
function older(incoming: Record<string, unknown> | undefined, current: unknown): boolean {
  const a = incoming?.updated_at;
  const b = (current as { updated_at?: unknown } | undefined)?.updated_at;
  return typeof a === 'string' && typeof b === 'string' && a < b;
}

/**
 * Writes changes into the mirror (inside the caller's transaction). A record with a change of
 * this device's still queued or refused is not written: the server's version waits in `held`
 * and lands once the device's rows are gone (the replayer's answer, a later page, or this held
 * version, whichever is newest; the log brings any newer one again, since a write moves the
 * record past every earlier cursor).
 */
export async function writeChanges(
  changes: FeedChange[],
  held: Held,
  since: number,
  seen?: Map<FeedType, Set<string>>,
) {
  const walking = seen !== undefined;
  const queued = await inTx(queuedIds());
  const byType = new Map<FeedType, FeedChange[]>();
  for (const change of changes) {
    seen?.get(change.type)?.add(String(change.id));
    if (change.type !== 'lab' && queued(change.type).has(String(change.id))) {
      held[heldKey(change)] = change;
      continue;
    }
    delete held[heldKey(change)];
    const list = byType.get(change.type) ?? [];
    list.push(change);
    byType.set(change.type, list);
  }
  for (const [type, list] of byType) {
    if (type === 'lab') {
      const lab = list.at(-1);
      const session = await db.session.get('current');
      if (session?.vendor && lab?.record && session.vendor.id === lab.id) {
        await db.session.put({ ...session, vendor: lab.record as unknown as Lab });
      }
      continue;
    }
    const table = db.table<Record<string, unknown>, Id>(type);
    let gone: Id[] = list.filter((c) => c.deleted).map((c) => c.id);
    const put = list.filter((c) => !c.deleted && c.record);
    // The replayer may have put a newer copy after the page was read (its answer landed while
    // the page was on its way): only bookings say when they changed, and only those few are read.
    const recent = type === 'bookings' ? await inTx(appliedSince(type, since)) : new Set();
    const check = put.filter((c) => recent.has(String(c.id)));
    const current = check.length ? await table.bulkGet(check.map((c) => c.id)) : [];
    const newer = new Set(check.filter((c, i) => older(c.record, current[i])).map((c) => c.id));
    let records = put
      .filter((c) => !newer.has(c.id))
      .map((c) => c.record as Record<string, unknown>);
    if (type === 'bookings') {
      // Past, final bookings go to their day's pack (src/db/booking-packs.ts).
      const placed = await inTx(
        placeBookings(records as unknown as Booking[], gone, Date.now(), walking),
      );
      gone = [...gone, ...placed.leave];
      records = placed.live as unknown as Record<string, unknown>[];
    }
    if (gone.length) await table.bulkDelete(gone);
    if (records.length === 0) continue;
    if (walking) {
      // A walk of the whole state fills the mirror: one put per table, which Dexie records as
      // the whole table changed, cheaply (naming each key and index value of a slice costs about
      // a fifth of a page's time). The screens read the table again, at most as often as
      // src/db/live-rows.ts lets them.
      await table.bulkPut(records);
      continue;
    }
    // Dexie names the keys a put wrote only for fewer than 50 records (more mark the whole table
    // changed): in slices, a page wakes only the live queries whose records or ranges it touched,
    // and the bookings kept in memory are patched, not read again (src/db/live-rows.ts). Each
    // slice is handed to IndexedDB in a task of its own (the transaction kept open meanwhile), so
    // a page never blocks the screen for long; IndexedDB never waits on this thread.
    const slices: Promise<unknown>[] = [];
    for (let i = 0; i < records.length; i += KEYED_PUT) {
      if (i > 0) await Dexie.waitFor(yieldToPage());
      slices.push(table.bulkPut(records.slice(i, i + KEYED_PUT)));
    }
    await inTx(Promise.all(slices));
  }
}

/** Ids of `table` the replayer confirmed at or after `since` (src/sync/apply.ts). */
async function appliedSince(table: MirrorTable, since: number): Promise<Set<string>> {
  const entries = (await db.meta.get(appliedKey(table)))?.value;
  const ids = new Set<string>();
  if (Array.isArray(entries)) {
    for (const e of entries as AppliedEntry[]) if (e.at >= since) ids.add(e.id);
  }
  return ids;
}

/** Held versions whose records have no change of this device's on the way any more. */
export async function releaseHeld(held: Held, since: number): Promise<void> {
  const changes = Object.values(held);
  if (changes.length === 0) return;
  await writeChanges(changes, held, since);
}

export async function writeSummary(summary: Summary, notificationsMoved: boolean): Promise<void> {
  const row = await db.dashboard.get('current');
  await db.dashboard.put(dashboardRowOf(summary, row?.data));
  const unread = summary.unread_count;
  // The unread count moves only with the notifications (and counting the mirror's reads them all).
  if (typeof unread === 'number' && notificationsMoved) await inTx(writeUnread(unread, false));
}

/**
 * After the last page of a start-over: records the server did not name are gone from it, but
 * those with changes on their way, temporary ids, and what the replayer confirmed since `since`
 * (when the last page was asked for: a record made on the server after that page was read, by
 * this device, is in the mirror and was never named).
 */
export async function dropUnseen(seen: Map<FeedType, Set<string>>, since: number): Promise<void> {
  const queued = await inTx(queuedIds());
  for (const type of MIRROR_TABLES) {
    const names = seen.get(type) ?? new Set();
    const keep = queued(type);
    const confirmed = await inTx(appliedSince(type, since));
    const keys = await db.table(type).toCollection().primaryKeys();
    const gone = keys.filter(
      (k) =>
        !names.has(String(k)) &&
        !keep.has(String(k)) &&
        !confirmed.has(String(k)) &&
        !isTempId(k as Id),
    );
    if (gone.length) await db.table(type).bulkDelete(gone);
    if (type === 'bookings') {
      await inTx(
        dropPacked(
          (id) => names.has(String(id)) || keep.has(String(id)) || confirmed.has(String(id)),
        ),
      );
    }
  }
}

/** The ids a walk of the whole state has named so far, by type (dropUnseen drops the rest). */
export function emptySeen(): Map<FeedType, Set<string>> {
  return new Map(FEED_TYPES.map((t) => [t, new Set<string>()]));
}
