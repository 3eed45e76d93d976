import type { SessionRow } from '../../../db/db';
import { peekRecord, type RecordPeek } from '../../../db/peek-record';
import { peekSession } from '../../../db/peek-session';
import { setStorageStatus } from '../../../db/storage-status';
import { createValueStore, sameRow } from '../../../lib/value-store';
import { askFirstPageAhead, FEED_CURSOR_KEY } from '../../../sync/first-page-ahead';

export type SessionValue = SessionRow | null | undefined;

/** Other tabs of the app say here when they signed in, so a sign-in screen can move on. */
const CHANNEL = 'labdesk-session';

// Dexie's first answer after the peek is the same row: see sameRow.
const session = createValueStore<SessionValue>(undefined, sameRow);
let started = false;
let firstRead: Promise<void> | undefined;
let live: Promise<void> | undefined;

async function peek(): Promise<void> {
  // Asked for in the same task as the session, so both come in one open (peekRecord).
  const cursor = peekRecord<unknown>('meta', FEED_CURSOR_KEY);
  const result = await peekSession();
  setStorageStatus(result.storage);
  // Once Dexie follows the row, its answers are the newer ones.
  if (live) return;
  session.set(result.session);
  if (result.session) {
    void followLive();
    void askWalkAhead(result.session, cursor);
  }
}

/**
 * A session whose mirror has no feed cursor (signed in, reloaded before its first walk began)
 * walks the whole state as soon as the data layer loads: its first page is asked for now.
 */
async function askWalkAhead(row: SessionRow, read: Promise<RecordPeek<unknown>>): Promise<void> {
  if (row.expired || !row.vendor) return;
  const cursor = await read;
  if (cursor.storage.ok && cursor.value === null) askFirstPageAhead(row.token);
}

/** Starts reading the session, once: main.tsx (sessionRead) does it first, beside the i18n load. */
function startSessionRead(): void {
  if (started) return;
  started = true;
  firstRead = peek();
  if ('BroadcastChannel' in globalThis) {
    new BroadcastChannel(CHANNEL).onmessage = () => {
      if (!live) void peek();
    };
  }
}

/**
 * Follows the session row with Dexie from now on (and starts the data layer once signed in).
 * Resolves when the row has been read, so a caller that just stored a sign-in can navigate.
 */
export function followLive(): Promise<void> {
  live ??= import('./session-live').then((m) => m.followSessionRow(session.set));
  return live;
}

/** Tells the other tabs that the session changed (they read it again). */
export function announceSessionChange(): void {
  if (!('BroadcastChannel' in globalThis)) return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/**
 * The signed-in vendor for the screens: first a plain IndexedDB read (no Dexie on the sign-in
 * screen), then Dexie's live query once a vendor is signed in.
 */
export function subscribeSession(listener: () => void): () => void {
  startSessionRead();
  return session.subscribe(listener);
}

/** Resolves with the session once it has been read the first time. */
export async function sessionRead(): Promise<SessionValue> {
  startSessionRead();
  await firstRead;
  return session.get();
}

export const getSession = session.get;
