import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { FEED_CURSOR_KEY } from '../../../src/sync/feed';
import { CHANNEL_STATE_KEY, startLiveChannel, type LiveTimings } from '../../../src/sync/live';
import { resetDb, VENDOR } from './fake-server';

/** Short timings: the behaviour, not the real intervals. */
const FAST: Partial<LiveTimings> = {
  watchdogMs: 150,
  firstEventMs: 150,
  pollMs: 60,
  legacyPollMs: 60,
  hiddenDropMs: 100,
  baseBackoffMs: 10,
  maxBackoffMs: 20,
  failuresBeforePolling: 3,
  retryStreamMs: 10_000,
};

interface Connection {
  url: string;
  headers: Headers;
  signal: AbortSignal;
  send: (text: string) => void;
  close: () => void;
}

/** fetch answering `/sync/stream` with a stream the test writes into. */
function fakeStreams(status = 200) {
  const connections: Connection[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    const signal = init?.signal as AbortSignal;
    signal.addEventListener('abort', () =>
      controller.error(new DOMException('aborted', 'AbortError')),
    );
    const encoder = new TextEncoder();
    connections.push({
      url: String(input),
      headers: new Headers(init?.headers),
      signal,
      send: (text) => controller.enqueue(encoder.encode(text)),
      close: () => controller.close(),
    });
    return new Response(status === 200 ? body : null, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return connections;
}

const head = (cursor: string) => `event: head\ndata: {"cursor":"${cursor}"}\n\n`;

let stop: () => void = () => undefined;
beforeEach(async () => {
  await resetDb();
  await db.meta.put({ key: FEED_CURSOR_KEY, value: 'e1.5' });
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

function start(overrides: Partial<Parameters<typeof startLiveChannel>[0]> = {}) {
  const poke = vi.fn();
  const pollLegacy = vi.fn();
  stop = startLiveChannel({
    token: () => VENDOR.token,
    poke,
    pollLegacy,
    timings: FAST,
    ...overrides,
  });
  return { poke, pollLegacy };
}

const channelState = async () => (await db.meta.get(CHANNEL_STATE_KEY))?.value;

describe('the live channel', () => {
  it('holds one authenticated stream and pokes when the head moves past the mirror', async () => {
    const connections = fakeStreams();
    const { poke } = start();
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    const [c] = connections;
    expect(c?.url).toMatch(/\/sync\/stream$/);
    expect(c?.url).not.toContain(VENDOR.token);
    expect(c?.headers.get('Authorization')).toBe(`Token ${VENDOR.token}`);

    c?.send(head('e1.5'));
    await vi.waitFor(async () => expect(await channelState()).toBe('live'));
    expect(poke).not.toHaveBeenCalled();

    c?.send(head('e1.6'));
    await vi.waitFor(() => expect(poke).toHaveBeenCalledTimes(1));
    // A heartbeat split across chunks is still one event.
    c?.send('event: head\ndata: {"cur');
    c?.send('sor":"e1.7"}\n\n');
    await vi.waitFor(() => expect(poke).toHaveBeenCalledTimes(2));
    expect(connections).toHaveLength(1);
  });

  it('reconnects when the heartbeats stop, and after the server closes the stream', async () => {
    const connections = fakeStreams();
    start();
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    connections[0]?.send(head('e1.5'));
    // Silence past the watchdog: the connection is given up and made again.
    await vi.waitFor(() => expect(connections).toHaveLength(2), { timeout: 2000 });
    expect(connections[0]?.signal.aborted).toBe(true);
    connections[1]?.send(head('e1.5'));
    connections[1]?.close();
    await vi.waitFor(() => expect(connections).toHaveLength(3), { timeout: 2000 });
  });

  it('polls the feed when the stream carries nothing (a proxy that buffers it)', async () => {
    const connections = fakeStreams();
    const { poke } = start();
    await vi.waitFor(async () => expect(await channelState()).toBe('polling'), {
      timeout: 2000,
    });
    expect(connections).toHaveLength(1);
    const pokes = poke.mock.calls.length;
    await vi.waitFor(() => expect(poke.mock.calls.length).toBeGreaterThan(pokes + 1), {
      timeout: 2000,
    });
  });

  it('polls against a server without the stream (404)', async () => {
    fakeStreams(404);
    const { poke } = start();
    await vi.waitFor(async () => expect(await channelState()).toBe('polling'));
    await vi.waitFor(() => expect(poke.mock.calls.length).toBeGreaterThan(1), { timeout: 2000 });
  });

  it('polls the whole lists every minute against a server without the feed', async () => {
    const connections = fakeStreams();
    await db.meta.put({ key: 'sync:mode', value: 'legacy' });
    const { pollLegacy } = start();
    await vi.waitFor(() => expect(pollLegacy).toHaveBeenCalled(), { timeout: 2000 });
    expect(await channelState()).toBe('legacy');
    expect(connections).toHaveLength(0);
  });

  it('marks the session expired on 401 and does not knock again', async () => {
    const connections = fakeStreams(401);
    start();
    await vi.waitFor(async () => expect((await db.session.get('current'))?.expired).toBe(true));
    await new Promise((r) => setTimeout(r, 200));
    expect(connections).toHaveLength(1);
  });

  it('closes the stream when stopped (sign-out)', async () => {
    const connections = fakeStreams();
    start();
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    stop();
    expect(connections[0]?.signal.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(connections).toHaveLength(1);
  });

  it('lets the stream go while hidden and catches up when shown again', async () => {
    const connections = fakeStreams();
    let state: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const { poke } = start();
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    connections[0]?.send(head('e1.5'));
    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(connections[0]?.signal.aborted).toBe(true), { timeout: 2000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(connections).toHaveLength(1);

    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(poke).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(connections).toHaveLength(2));
    vi.restoreAllMocks();
  });
});
