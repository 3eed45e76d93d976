/**
 * The shape of `window.__bench` (src/bench-hooks.ts) as far as the bench uses it. The page's own
 * types live in the app's program; this is their outline for the code that runs in page.evaluate.
 */

export interface BenchBooking {
  id: number;
  status: string;
  updated_at: string;
  history: { status: string; at: string }[];
  [field: string]: unknown;
}

interface BenchTable<T> {
  clear(): Promise<void>;
  count(): Promise<number>;
  get(key: unknown): Promise<T | undefined>;
  put(row: T): Promise<unknown>;
  bulkPut(rows: T[]): Promise<unknown>;
  bulkDelete(keys: unknown[]): Promise<void>;
  toArray(): Promise<T[]>;
  where(index: string): { startsWith(prefix: string): { toArray(): Promise<T[]> } };
}

export interface BenchRollback {
  table: string;
  put: unknown[];
  remove: unknown[];
}

export interface BenchChange {
  action: string;
  table: string;
  recordId: number;
  method: 'PATCH';
  path: string;
  body: { kind: 'json'; value: unknown };
  label: { key: string; values?: Record<string, string | number> };
  onSuccess: { op: 'put'; table: string };
  optimistic: () => Promise<BenchRollback | null>;
}

/** How a pull of the change feed ended (src/sync/feed.ts). */
export type BenchFeedOutcome = 'done' | 'unsupported' | 'failed' | 'skipped';

export interface BenchHooks {
  db: {
    bookings: BenchTable<BenchBooking>;
    outbox: BenchTable<{ seq?: number }>;
    meta: BenchTable<{ key: string; value: unknown }>;
    session: BenchTable<{ token: string }>;
    table(name: string): BenchTable<Record<string, unknown>>;
    transaction<T>(mode: 'rw', tables: unknown[], work: () => Promise<T>): Promise<T>;
  };
  apiBase: string;
  /** The mirror's bookings, the table's and the packed ones. */
  countBookings(): Promise<number>;
  refresh(resource: 'bookings'): Promise<void>;
  pullChanges(): Promise<BenchFeedOutcome>;
  catchUp(): Promise<BenchFeedOutcome>;
  feedCursor(): Promise<string | null>;
  enqueue(change: BenchChange): Promise<number>;
  replay(options?: { force?: boolean }): Promise<{ sent: number; failed: number; stop: string }>;
  silenceOutboxWaker(): void;
  settled(): Promise<void>;
}

declare global {
  interface Window {
    __bench?: BenchHooks;
    /** The phone list's scroll (bench/phone.ts): frames scrolled so far; set true to stop it. */
    __benchScroll?: { frames: number; stop: boolean };
  }
}
