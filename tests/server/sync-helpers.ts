import path from 'node:path';
import Database from 'better-sqlite3';
import { call, type Answer } from './helpers.ts';

/** One change of GET /api/sync/ (docs/api-contract.md, "Change feed"). */
export interface FeedChange {
  type: string;
  id: number;
  record?: Record<string, unknown>;
  deleted?: true;
}

export interface FeedSummary {
  counts_by_status: Record<string, number>;
  weekly: { week_start: string; bookings: number; revenue: number }[];
  totals: { bookings: number; revenue: number; clients: number };
  generated_at: string;
  unread_count: number;
}

export interface FeedPage {
  cursor: string;
  more: boolean;
  changes: FeedChange[];
  summary?: FeedSummary;
}

/** One page of the feed, as the app asks for it. */
export function pull(
  base: string,
  token: string,
  cursor?: string,
  limit?: number | string,
  headers: Record<string, string> = {},
): Promise<Answer<FeedPage>> {
  const query = new URLSearchParams();
  if (cursor !== undefined) query.set('cursor', cursor);
  if (limit !== undefined) query.set('limit', String(limit));
  const qs = query.size ? `?${query}` : '';
  return call<FeedPage>(base, 'GET', `/sync/${qs}`, { token, headers });
}

export interface Pulled {
  changes: FeedChange[];
  cursor: string;
  pages: FeedPage[];
}

/** Every page from `cursor` until `more` is false, as a client catches up. */
export async function pullAll(
  base: string,
  token: string,
  cursor?: string,
  limit?: number,
): Promise<Pulled> {
  const pages: FeedPage[] = [];
  let at = cursor;
  for (;;) {
    const answer = await pull(base, token, at, limit);
    if (answer.status !== 200) {
      throw new Error(`sync answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    pages.push(answer.body.data);
    at = answer.body.data.cursor;
    if (!answer.body.data.more) break;
    if (pages.length > 10_000) throw new Error('the feed never ends');
  }
  return { changes: pages.flatMap((page) => page.changes), cursor: at ?? '', pages };
}

/** A client that keeps its cursor: `next()` answers what changed since its last call. */
export function follower(base: string, token: string) {
  let cursor: string | undefined;
  return {
    get cursor() {
      return cursor;
    },
    async next(): Promise<FeedChange[]> {
      const pulled = await pullAll(base, token, cursor);
      cursor = pulled.cursor;
      return pulled.changes;
    },
  };
}

/** A second connection to the server's database file: another process's writes. */
export function otherConnection(dataDir: string): Database.Database {
  const db = new Database(path.join(dataDir, 'lab.sqlite'));
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

export interface StreamEvent {
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The next event, or null when the stream ended; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamEvent | null>;
  /** Resolves when the server has ended the stream (unread events are dropped). */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** GET /api/sync/stream read with fetch, as the app does, parsed into events. */
export async function openStream(
  base: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/sync/stream`, {
    headers: {
      Accept: 'text/event-stream',
      ...(token ? { Authorization: `Token ${token}` } : {}),
      ...headers,
    },
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  const queue: StreamEvent[] = [];

  const fill = async (): Promise<void> => {
    while (!queue.length && !done && reader) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) {
        done = true;
        break;
      }
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: StreamEvent = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event.event = value;
          if (field === 'data') event.data += event.data ? `\n${value}` : value;
        }
        queue.push(event);
      }
    }
  };
  const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
      void promise.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });

  return {
    status: response.status,
    headers: response.headers,
    next: (timeoutMs = 3000) =>
      within(
        fill().then(() => queue.shift() ?? null),
        timeoutMs,
        'event',
      ),
    ended: (timeoutMs = 3000) =>
      within(
        (async () => {
          while (!done) {
            queue.length = 0;
            await fill();
          }
        })(),
        timeoutMs,
        'end of the stream',
      ),
    close: () => controller.abort(),
  };
}

/** The cursor an `event: head` carries. */
export const headOf = (event: StreamEvent | null): string => {
  if (event?.event !== 'head')
    throw new Error(`expected a head event, got ${JSON.stringify(event)}`);
  return (JSON.parse(event.data) as { cursor: string }).cursor;
};
