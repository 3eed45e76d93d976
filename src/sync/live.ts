import { db } from '../db/db';
import { serverReachable } from '../lib/reachability';
import { feedCursor, syncMode } from './feed';
import { LET_GO, readStream, type StreamEnd } from './live-stream';
import { online } from './online';

/**
 * The live channel (ARCHITECTURE data flow 2b): one tab per browser (a Web Lock) holds one
 * long-lived `GET /sync/stream` read with `fetch`, so the token goes in the Authorization header
 * and never in a URL. The server sends the lab's head cursor on connect, on every change and
 * every 15 s; a head that differs from the mirror's cursor is a poke, and a poke is one pull
 * (coalesced by the caller). Other tabs see the pull's writes through the mirror.
 *
 * When the stream cannot be held (a proxy that buffers it, a server without it) the channel polls
 * the feed every 30 s while the app is visible; against a server without the feed, the whole lists
 * every minute. A hidden app lets the stream go after a while; becoming visible catches up at once.
 */

/** What the sync panel says about how the mirror is kept; written by the tab holding the channel. */
export type ChannelState = 'connecting' | 'live' | 'polling' | 'legacy';
export const CHANNEL_STATE_KEY = 'sync:channel';

export interface LiveTimings {
  /** No event (the server's heartbeat is every 15 s) for this long: the connection is dead. */
  watchdogMs: number;
  /** The stream answered but sent nothing for this long: something between buffers it. */
  firstEventMs: number;
  /** Polling the feed when the stream cannot be held. */
  pollMs: number;
  /** Polling whole lists against a server without the feed. */
  legacyPollMs: number;
  /** Hidden this long, the stream is let go. */
  hiddenDropMs: number;
  /** Reconnect delays: random in [0, min(maxBackoffMs, baseBackoffMs * 2^attempt)] plus baseBackoffMs / 2. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /**
   * Streams in a row that failed (no answer, or no event) while the rest of the API may answer,
   * after which the channel polls instead, trying the stream again after retryStreamMs or when
   * the network comes back.
   */
  failuresBeforePolling: number;
  retryStreamMs: number;
}

export const LIVE_TIMINGS: LiveTimings = {
  watchdogMs: 35_000,
  firstEventMs: 10_000,
  pollMs: 30_000,
  legacyPollMs: 60_000,
  hiddenDropMs: 60_000,
  baseBackoffMs: 1_000,
  maxBackoffMs: 30_000,
  failuresBeforePolling: 3,
  retryStreamMs: 5 * 60_000,
};

export interface LiveOptions {
  /** The vendor's token, or null when there is no usable session. */
  token: () => string | null;
  /** Something new may be on the server: pull the change feed. */
  poke: () => void;
  /** The server has no feed: pull the whole lists. */
  pollLegacy: () => void;
  timings?: Partial<LiveTimings>;
}

interface LockManagerLike {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<void>;
}

function lockManager(): LockManagerLike | undefined {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/** Resolves after `ms`, or at once when `signal` aborts or `wake` is called. */
function pause(ms: number, signal: AbortSignal, wakers: Set<() => void>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      wakers.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    wakers.add(done);
  });
}

function visible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * Starts the channel; returns its stop (sign-out calls it before the wipe, through startSync).
 */
export function startLiveChannel(options: LiveOptions): () => void {
  const t = { ...LIVE_TIMINGS, ...options.timings };
  const stopper = new AbortController();
  const wakers = new Set<() => void>();
  const wake = () => [...wakers].forEach((w) => w());
  let hiddenSince: number | null = visible() ? null : Date.now();
  let connection: AbortController | null = null;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let lastState: ChannelState | null = null;

  const setState = (state: ChannelState) => {
    if (state === lastState || stopper.signal.aborted) return;
    lastState = state;
    void db.meta.put({ key: CHANNEL_STATE_KEY, value: state }).catch(() => undefined);
  };

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (visible()) {
      hiddenSince = null;
      // Back in view: catch up at once, and reconnect if the stream was let go.
      options.poke();
      wake();
    } else {
      hiddenSince = Date.now();
      hiddenTimer = setTimeout(() => connection?.abort(LET_GO), t.hiddenDropMs);
    }
  };
  /** The network came back: the stream is worth trying again at once, even while polling. */
  let retryStream = false;
  const onOnline = () => {
    retryStream = true;
    wake();
  };
  const offReachable = serverReachable.subscribe(() => {
    if (serverReachable.get()) onOnline();
  });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);

  /** One stream, read until it ends; what ended it. */
  async function stream(token: string): Promise<StreamEnd> {
    connection = new AbortController();
    try {
      return await readStream({
        token,
        watchdogMs: t.watchdogMs,
        firstEventMs: t.firstEventMs,
        connection,
        stopped: stopper.signal,
        onLive: () => setState('live'),
        onHead: (head) => {
          void feedCursor()
            .then((mine) => {
              if (head !== mine) options.poke();
            })
            .catch(() => undefined);
        },
      });
    } finally {
      connection = null;
    }
  }

  async function poll(ms: number, legacy: boolean): Promise<void> {
    setState(legacy ? 'legacy' : 'polling');
    await pause(ms, stopper.signal, wakers);
    if (stopper.signal.aborted || !visible() || !online()) return;
    if (legacy) options.pollLegacy();
    else options.poke();
  }

  /** The channel, while this tab holds it. */
  async function lead(): Promise<void> {
    let failures = 0;
    /** Streams that failed in a row: past a few, the stream cannot be held on this network. */
    let streamFailures = 0;
    let pollingUntil = 0;
    while (!stopper.signal.aborted) {
      const token = options.token();
      if (!token) return;
      const hiddenLong = hiddenSince !== null && Date.now() - hiddenSince >= t.hiddenDropMs;
      if (!online() || hiddenLong) {
        // Nothing to hold: wait for `online`, the app in view or the server answering.
        await pause(t.retryStreamMs, stopper.signal, wakers);
        continue;
      }
      if ((await syncMode().catch(() => null)) === 'legacy') {
        await poll(t.legacyPollMs, true);
        continue;
      }
      if (retryStream) {
        retryStream = false;
        pollingUntil = 0;
      }
      if (Date.now() < pollingUntil) {
        await poll(t.pollMs, false);
        continue;
      }
      setState('connecting');
      const end = await stream(token);
      if (end === 'stopped' || end === 'unauthorized') return;
      if (end === 'closed') failures = streamFailures = 0;
      else failures += 1;
      if (end === 'unreachable') {
        // Ask the server the ordinary way: that request marks it unreachable (the data layer then
        // probes it and wakes this loop when it answers) or brings what was missed.
        options.poke();
      }
      if (end === 'unreachable' || end === 'failed') streamFailures += 1;
      if (
        end === 'unsupported' ||
        end === 'buffered' ||
        streamFailures >= t.failuresBeforePolling
      ) {
        // Poll instead for a while; the stream is tried again later.
        pollingUntil = Date.now() + t.retryStreamMs;
        streamFailures = 0;
        options.poke();
        continue;
      }
      // Reconnect after a random pause, growing with the failures: a thousand tablets that lost
      // the server together do not come back together.
      const ceiling = Math.min(t.maxBackoffMs, t.baseBackoffMs * 2 ** failures);
      await pause(t.baseBackoffMs / 2 + Math.random() * ceiling, stopper.signal, wakers);
    }
  }

  const locks = lockManager();
  if (locks) {
    void locks.request('live-channel', { signal: stopper.signal }, lead).catch(() => undefined);
  } else {
    void lead().catch(() => undefined);
  }

  return () => {
    stopper.abort();
    connection?.abort();
    clearTimeout(hiddenTimer);
    offReachable();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
  };
}
