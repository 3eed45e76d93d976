import { createServer } from 'node:net';

/** Rejects after `ms` with a message naming what took too long. */
/** The error withTimeout rejects with when the time is up. */
export class TimedOut extends Error {}

export async function withTimeout<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0] ?? text;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

/**
 * The middle value of `values` (for an even count, the upper of the two middle ones); `whenEmpty`
 * for none.
 */
export function median(values: number[], whenEmpty = NaN): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? whenEmpty;
}

/** The phone Lighthouse 12 emulates (its default `screenEmulation`), in CSS pixels. */
export const LIGHTHOUSE_PHONE = { width: 412, height: 823 } as const;
/** The counter's tablet. */
export const TABLET_VIEWPORT = { width: 768, height: 1024 } as const;

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * tsx compiles the bench with esbuild's keepNames, which wraps named functions in a `__name`
 * helper; functions sent to page.evaluate need that helper in the page too.
 */
export const NAME_HELPER_SCRIPT = {
  content: 'globalThis.__name = globalThis.__name || ((fn) => fn);',
};
