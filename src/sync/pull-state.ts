import { db, type MetaRow } from '../db/db';
import { countUnread } from '../db/unread';

/**
 * What the pulls write besides the mirror (ARCHITECTURE data flow 2): each pull's state row, when
 * the mirror last heard from the server, the unread count, and a 401's mark on the session. Shared
 * by the change feed (`feed.ts`) and the whole-list pulls (`pull.ts`).
 */

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
/** The change feed's state: in feed mode it stands for every resource's. */
export const FEED_STATE_KEY = 'pull:feed';
/**
 * Set while a pull from no cursor (a first sign-in, or a start-over) has not landed its last page:
 * the mirror holds part of the lab, and counts made from it are short.
 */
export const FEED_RESYNC_KEY = 'feed:resync';
/** `feed` once the server answered the feed, `legacy` when it has none (404). */
export const SYNC_MODE_KEY = 'sync:mode';
export type SyncMode = 'feed' | 'legacy';

export function pullStateRow(key: string, state: PullState): MetaRow {
  return { key, value: state };
}

/** Marks a pull loading, keeping when it last succeeded; resolves with that time. */
export function markLoading(key: string): Promise<number | null> {
  return db.transaction('rw', [db.meta], async () => {
    const row = await db.meta.get(key);
    const last = (row?.value as Partial<PullState> | undefined)?.at;
    const at = typeof last === 'number' ? last : null;
    await db.meta.put(pullStateRow(key, { loading: true, error: null, at }));
    return at;
  });
}

/**
 * A pull's loading mark, written only if the pull is still running after `afterMs`: a pull that
 * lands sooner (a poke's, nearly always) would wake every screen's pull state twice for nothing.
 * The function returned ends it: no mark from then on, and one written is ended (after it, so it
 * is never left behind). It resolves with when the pull last succeeded.
 */
export function lateLoadingMark(key: string, afterMs: number): () => Promise<number | null> {
  let loading: Promise<number | null> | null = null;
  const timer = setTimeout(() => {
    loading = markLoading(key);
    loading.catch(() => undefined);
  }, afterMs);
  return async () => {
    clearTimeout(timer);
    const mark = loading;
    if (!mark) {
      const row = await db.meta.get(key).catch(() => undefined);
      return (row?.value as PullState | undefined)?.at ?? null;
    }
    const before = await mark.catch(() => null);
    const row = await db.meta.get(key).catch(() => undefined);
    const state = row?.value as PullState | undefined;
    if (state?.loading) {
      await db.meta.put(pullStateRow(key, { ...state, loading: false })).catch(() => undefined);
    }
    return state?.at ?? before;
  };
}

/** A 401 to a pull: the session is marked expired (if it is still the one that asked). */
export async function markExpired(token: string): Promise<void> {
  await db.transaction('rw', [db.session], async () => {
    const current = await db.session.get('current');
    if (current && current.token === token) {
      await db.session.put({ ...current, expired: true });
    }
  });
}

/**
 * The server's unread count, and the mirror's beside it. With read/delete changes still on their
 * way, the server's count is behind the mirror's, which stands in for it. A refused change was
 * rolled back and never happened on the server: its row does not count as on its way.
 */
export async function writeUnread(serverCount: unknown, always: boolean): Promise<void> {
  const pending = await db.outbox
    .where('status')
    .equals('pending')
    .filter((r) => r.table === 'notifications')
    .count();
  if (pending && !always) return;
  const mirror = await countUnread();
  await db.meta.bulkPut([
    { key: UNREAD_COUNT_KEY, value: pending ? mirror : Number(serverCount ?? 0) },
    { key: UNREAD_BASE_KEY, value: mirror },
  ]);
}
