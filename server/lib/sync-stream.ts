import type { ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import type { FastifyReply } from 'fastify';
import { changeLog } from './change-log.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

export interface SyncStreamOptions {
  /** How often every stream gets its head again and its token is checked (15 s). */
  heartbeatMs: number;
  /** How often `lab_seq` is read for the labs with streams open (~200 ms). */
  pollMs: number;
}

export const SYNC_STREAM_DEFAULTS: SyncStreamOptions = { heartbeatMs: 15_000, pollMs: 200 };

interface Stream {
  labId: number;
  token: string;
  res: ServerResponse;
  /** The cursor this stream was last told. */
  told: string;
  nextBeat: number;
}

/** The one event the stream sends: the lab's head cursor. */
const headEvent = (cursor: string): string =>
  `event: head\ndata: ${JSON.stringify({ cursor })}\n\n`;

/**
 * GET /api/sync/stream: a hint channel, never data. Each open stream hears `event: head` with
 * its lab's head cursor on connect, whenever the head moves and as a heartbeat; the app then
 * pulls the feed. Writes may come from other processes (server/notify.ts, add-booking.ts), so
 * one timer for all streams polls `lab_seq` on the read-only connection, and only when SQLite's
 * `data_version` says another connection committed. The heartbeat re-checks the token (a logout
 * elsewhere ends the stream within one beat); a logout here ends its streams at once.
 * Responses are hijacked raw ones: no compression and no onSend hooks, so they are never
 * buffered, and they carry the security headers themselves.
 */
export function createSyncStreams(reader: Database, options: SyncStreamOptions) {
  const log = changeLog(reader);
  const tokenAlive = reader.prepare<[string], number>('SELECT 1 FROM tokens WHERE token = ?');
  const streams = new Set<Stream>();
  let timer: NodeJS.Timeout | undefined;
  let version = -1;

  const headOf = (labId: number): string =>
    log.cursor(labId, { seq: log.head(labId).seq, walk: 0 });
  const tell = (stream: Stream, cursor: string): void => {
    stream.told = cursor;
    stream.res.write(headEvent(cursor));
  };
  const end = (stream: Stream): void => {
    streams.delete(stream);
    if (!stream.res.writableEnded) stream.res.end();
    if (streams.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const poll = (): void => {
    const now = Date.now();
    const current = Number(reader.pragma('data_version', { simple: true }));
    if (current !== version) {
      const heads = new Map<number, string>();
      for (const stream of streams) {
        const head = heads.get(stream.labId) ?? headOf(stream.labId);
        heads.set(stream.labId, head);
        if (head !== stream.told) tell(stream, head);
      }
      version = current;
    }
    for (const stream of streams) {
      if (stream.nextBeat > now) continue;
      if (tokenAlive.get(stream.token) === undefined) {
        end(stream);
        continue;
      }
      stream.nextBeat = now + options.heartbeatMs;
      tell(stream, headOf(stream.labId));
    }
  };
  const tick = (): void => {
    try {
      poll();
    } catch (error) {
      // A busy or failing database: the next tick tries again; a throw here would end the process.
      console.error(error);
    }
  };

  return {
    /** Takes the reply over and starts the stream; the caller has checked the token and lab. */
    open(reply: FastifyReply, labId: number, token: string): void {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      });
      const stream: Stream = {
        labId,
        token,
        res,
        told: '',
        nextBeat: Date.now() + options.heartbeatMs,
      };
      streams.add(stream);
      res.on('close', () => end(stream));
      tell(stream, headOf(labId));
      if (!timer) {
        version = Number(reader.pragma('data_version', { simple: true }));
        timer = setInterval(tick, options.pollMs);
        timer.unref();
      }
    },
    /** Ends the streams opened with a token (POST /api/logout). */
    endToken(token: string): void {
      for (const stream of streams) if (stream.token === token) end(stream);
    },
    /** Ends every stream (the server is closing). */
    closeAll(): void {
      for (const stream of streams) end(stream);
    },
  };
}

export type SyncStreams = ReturnType<typeof createSyncStreams>;
