import { createParser } from 'eventsource-parser';
import { env } from '../config/env';
import { serverReachable } from '../lib/reachability';
import { markExpired } from './pull-state';

/**
 * How a stream ended: `closed` after events (a server restart, the app hidden), `unreachable`
 * (no answer, or the heartbeats stopped: a dead link), `failed` (an answer but no event),
 * `buffered` (an answer whose events never came through), `unsupported` (a server without it).
 */
export type StreamEnd =
  'closed' | 'unreachable' | 'failed' | 'buffered' | 'unsupported' | 'unauthorized' | 'stopped';

/** The reason to abort a stream with when the app, hidden long enough, lets it go. */
export const LET_GO = 'let go';

export interface StreamOptions {
  /** The vendor's token, sent in the Authorization header. */
  token: string;
  /** No event (the server's heartbeat is every 15 s) for this long: the connection is dead. */
  watchdogMs: number;
  /** The stream answered but sent nothing for this long: something between buffers it. */
  firstEventMs: number;
  /** Ends the stream: aborted with LET_GO it ends `closed`, otherwise as its moment says. */
  connection: AbortController;
  /** The channel's: the stream ends `stopped` once it is aborted. */
  stopped: AbortSignal;
  /** The first event came through. */
  onLive: () => void;
  /** The server's head cursor, on connect, on every change and with every heartbeat. */
  onHead: (cursor: string) => void;
}

/**
 * One `GET /sync/stream` read with `fetch` (so the token goes in the Authorization header, never
 * in a URL) and eventsource-parser, until it ends; what ended it. A 401 marks the session expired.
 */
export async function readStream(options: StreamOptions): Promise<StreamEnd> {
  const { token, connection: controller, stopped } = options;
  const abort = () => controller.abort();
  stopped.addEventListener('abort', abort);
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let gotEvent = false;
  let answered = false;
  let end: StreamEnd = 'unreachable';
  const arm = (ms: number, why: StreamEnd) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      end = why;
      controller.abort();
    }, ms);
  };
  try {
    arm(options.firstEventMs + options.watchdogMs, 'failed');
    const res = await fetch(`${env.apiBase}/sync/stream`, {
      headers: { Accept: 'text/event-stream', Authorization: `Token ${token}` },
      cache: 'no-store',
      signal: controller.signal,
    });
    answered = true;
    serverReachable.set(true);
    if (res.status === 401) {
      await markExpired(token).catch(() => undefined);
      return 'unauthorized';
    }
    if (res.status === 404) return 'unsupported';
    if (!res.ok || !res.body) return 'failed';
    arm(options.firstEventMs, 'buffered');
    end = 'failed';
    const parser = createParser({
      onEvent: (event) => {
        if (!gotEvent) options.onLive();
        gotEvent = true;
        arm(options.watchdogMs, 'unreachable');
        if (event.event !== 'head') return;
        let head: unknown;
        try {
          head = (JSON.parse(event.data) as { cursor?: unknown }).cursor;
        } catch {
          return;
        }
        if (typeof head === 'string') options.onHead(head);
      },
    });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    return gotEvent ? 'closed' : 'failed';
  } catch {
    if (stopped.aborted) return 'stopped';
    if (controller.signal.reason === LET_GO) return 'closed';
    if (!answered) return 'unreachable';
    return gotEvent ? end : end === 'unreachable' ? 'failed' : end;
  } finally {
    clearTimeout(watchdog);
    stopped.removeEventListener('abort', abort);
  }
}
