import type { BrowserContext, CDPSession } from 'playwright-core';

const STREAM = '/api/sync/stream';

const isApi = (url: string): boolean => {
  try {
    return new URL(url).pathname.startsWith('/api/');
  } catch {
    return false;
  }
};

/** What the page moved under /api in a window: bytes received, requests sent, their paths. */
export interface ApiWindow {
  bytes: number;
  /** Of `bytes`, the response headers (status line included, as Chromium counts them). */
  headerBytes: number;
  /**
   * Of `bytes`, what requests sent before the window received in it: the tail of a page left by a
   * navigation (its stream's last events, a total reported when it ended).
   */
  earlierBytes: number;
  requests: number;
  paths: string[];
}

/**
 * Counts what a page receives under /api from DevTools' Network events, each at the time Node
 * hears of it: a response's headers (`responseReceived`'s `encodedDataLength`, the bytes so far),
 * each chunk of its body as it arrives (`dataReceived`), and whatever `loadingFinished`'s total
 * says beyond those. So a stream that never finishes (`/api/sync/stream`) counts chunk by chunk,
 * and a window can cut through it. Bytes are the encoded ones on the wire (gzip, chunked framing,
 * headers); what the page sends is not counted.
 *
 * The service worker's own requests are not the page's target: they are counted apart (through
 * Playwright's request events), so a figure can say there were none. The page's dedicated workers
 * (a pull of several pages goes on in one: src/sync/walk-off-thread.ts) are not in the page's
 * DevTools events either, but they are the page's traffic: Playwright's request events carry
 * them, and each /api request finished there that the page's events never saw is counted, with
 * its response's headers and encoded body, when it finishes (sent at the same time).
 */
export class ApiMeter {
  private readonly open = new Map<string, { path: string; sent: number; counted: number }>();
  private readonly received: {
    t: number;
    bytes: number;
    header: boolean;
    path: string;
    /** When its request was sent (epoch ms). */
    sent: number;
  }[] = [];
  private readonly sent: { t: number; path: string }[] = [];
  private readonly finished: { t: number; path: string }[] = [];
  /** When each chunk of a stream's body arrived (Chromium may report its bytes in a later event). */
  private readonly streamData: number[] = [];
  /** /api requests the service worker made (they are not in the page's Network events). */
  workerRequests = 0;
  /** Per URL, the page's own requests not yet matched by a Playwright request event. */
  private readonly pageUrls = new Map<string, number>();

  private constructor(cdp: CDPSession, context: BrowserContext) {
    const add = (id: string, bytes: number, header = false) => {
      const request = this.open.get(id);
      if (!request || bytes <= 0) return;
      request.counted += bytes;
      this.received.push({ t: Date.now(), bytes, header, path: request.path, sent: request.sent });
    };
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!isApi(e.request.url)) return;
      const path = new URL(e.request.url).pathname;
      this.pageUrls.set(e.request.url, (this.pageUrls.get(e.request.url) ?? 0) + 1);
      const sent = Date.now();
      this.open.set(e.requestId, { path, sent, counted: 0 });
      this.sent.push({ t: sent, path });
    });
    cdp.on('Network.responseReceived', (e) => add(e.requestId, e.response.encodedDataLength, true));
    cdp.on('Network.dataReceived', (e) => {
      if (this.open.get(e.requestId)?.path !== STREAM) return add(e.requestId, e.encodedDataLength);
      if (e.dataLength > 0) this.streamData.push(Date.now());
      // Chromium now and then reports a stream chunk's encoded length as 0 (and never later):
      // the stream is not compressed, so its decoded length stands in (6 bytes of framing short).
      add(e.requestId, Math.max(e.encodedDataLength, e.dataLength));
    });
    cdp.on('Network.loadingFinished', (e) => {
      const request = this.open.get(e.requestId);
      if (!request) return;
      add(e.requestId, e.encodedDataLength - request.counted);
      this.finished.push({ t: Date.now(), path: request.path });
      this.open.delete(e.requestId);
    });
    cdp.on('Network.loadingFailed', (e) => this.open.delete(e.requestId));
    context.on('request', (request) => {
      if (request.serviceWorker() && isApi(request.url())) this.workerRequests += 1;
    });
    context.on('requestfinished', (request) => {
      const url = request.url();
      if (request.serviceWorker() || !isApi(url)) return;
      const own = this.pageUrls.get(url) ?? 0;
      if (own > 0) {
        this.pageUrls.set(url, own - 1);
        return;
      }
      void request.sizes().then(
        (sizes) => {
          const t = Date.now();
          const path = new URL(url).pathname;
          this.sent.push({ t, path });
          this.finished.push({ t, path });
          const size = { t, path, sent: t };
          this.received.push({ ...size, bytes: sizes.responseHeadersSize, header: true });
          this.received.push({ ...size, bytes: sizes.responseBodySize, header: false });
        },
        () => undefined,
      );
    });
  }

  static async attach(cdp: CDPSession, context: BrowserContext): Promise<ApiMeter> {
    const meter = new ApiMeter(cdp, context);
    await cdp.send('Network.enable');
    return meter;
  }

  /** What arrived and was sent between `from` and `to` (epoch ms, Node's clock). */
  window(from: number, to = Date.now()): ApiWindow {
    const inside = <T extends { t: number }>(list: T[]) =>
      list.filter((e) => e.t >= from && e.t <= to);
    const received = inside(this.received);
    const sent = inside(this.sent);
    const sum = (list: { bytes: number }[]) => list.reduce((total, e) => total + e.bytes, 0);
    return {
      bytes: sum(received),
      headerBytes: sum(received.filter((e) => e.header)),
      earlierBytes: sum(received.filter((e) => e.sent < from)),
      requests: sent.length,
      paths: sent.map((e) => e.path),
    };
  }

  /** Whether a stream opened since `from` has sent its first event (bytes beyond its headers). */
  streamHeard(from: number): boolean {
    return this.streamEventAt(from) !== null;
  }

  /** When (epoch ms) the stream first sent something at or after `from`, or null. */
  streamEventAt(from: number): number | null {
    return this.streamData.find((t) => t >= from) ?? null;
  }

  /** When (epoch ms) the first request for `path` was sent at or after `from`, or null. */
  sentAt(from: number, path: string): number | null {
    return this.sent.find((e) => e.t >= from && e.path === path)?.t ?? null;
  }

  /** When (epoch ms) the first request for `path` finished at or after `from`, or null. */
  finishedAt(from: number, path: string): number | null {
    return this.finished.find((e) => e.t >= from && e.path === path)?.t ?? null;
  }
}

/** "GET /api/sync/ x2, /api/sync/stream" from a window's paths. */
export function pathsText(paths: string[]): string {
  const counts = new Map<string, number>();
  for (const path of paths) counts.set(path, (counts.get(path) ?? 0) + 1);
  return [...counts].map(([path, n]) => (n > 1 ? `${path} x${n}` : path)).join(', ') || 'none';
}
