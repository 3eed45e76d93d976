import type { Page, Request } from 'playwright-core';
import './page-types.ts';
import type { Report } from './report.ts';
import { loadavg } from 'node:os';
import { round, withTimeout } from './util.ts';
import { MIRROR_TABLES } from '../src/db/tables.ts';

export const PULL_RATIO_LIMIT = 1.3;
export const REPLAY_RATIO_LIMIT = 0.8;
const ROUNDS = 3;

/** The 1-minute load average now, for the figures' notes. */
function loadNow(): string {
  return (loadavg()[0] ?? 0).toFixed(1);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The bench hooks are there and the page's own start-of-session refresh has landed (it follows
 * the first screen), so that it neither competes with a timed run nor wakes the replayer later.
 */
async function waitForHooks(page: Page): Promise<void> {
  await page
    .waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 20_000 })
    .catch(() => {
      throw new Error('window.__bench is missing: was the app built with VITE_BENCH=1?');
    });
  await withTimeout(
    "the page's start-of-session refresh",
    60_000,
    page.evaluate(() => window.__bench?.settled()),
  );
}

/** The feed's own meta rows: without them the next pull starts from no cursor. */
const FEED_KEYS = ['feed:cursor', 'feed:resync', 'feed:held'] as const;

interface FirstPull {
  pullMs: number;
  outcome: string;
  records: number;
  error: string | null;
}

/**
 * In the page: empties the mirror and drops the feed's cursor, then times the app's pull of the
 * whole mirror from no cursor (`catchUp`, the path every poke takes).
 */
function timedFirstPull([tables, keys]: readonly [readonly string[], readonly string[]]) {
  return (async (): Promise<FirstPull> => {
    const b = window.__bench;
    if (!b) throw new Error('no bench hooks');
    for (const name of tables) await b.db.table(name).clear();
    await b.db.meta.bulkDelete([...keys]);
    const t0 = performance.now();
    const outcome = await b.catchUp();
    const pullMs = performance.now() - t0;
    let records = 0;
    for (const name of tables) records += await b.db.table(name).count();
    const state = (await b.db.meta.get('pull:feed'))?.value as
      { error?: string | null } | undefined;
    return { pullMs, outcome, records, error: state?.error ?? null };
  })();
}

interface RawPull {
  pages: number;
  records: number;
  fetchMs: number;
  rawMs: number;
  txBulkPutMs: number;
  steadyPullMs: number;
}

/**
 * In the page, the raw baseline of a first pull: the same feed pages the app asked for (`urls`, in
 * its order), each fetched with plain `fetch` and its records bulkPut into their (emptied) tables,
 * one bulkPut per table per page, no transaction of its own; then, for context, the same pages'
 * bulkPuts in the app's transaction shape (one read-write transaction per page over the mirror and
 * meta), and the app's pull again with nothing new.
 */
function rawFirstPull([urls, tables]: readonly [readonly string[], readonly string[]]) {
  return (async (): Promise<RawPull> => {
    const b = window.__bench;
    if (!b) throw new Error('no bench hooks');
    const session = await b.db.session.get('current');
    if (!session) throw new Error('not signed in');
    interface Change {
      type: string;
      id: number;
      record?: Record<string, unknown>;
      deleted?: boolean;
    }
    const clear = async () => {
      for (const name of tables) await b.db.table(name).clear();
    };
    const byTable = (changes: Change[]) => {
      const out = new Map<string, { put: Record<string, unknown>[]; gone: number[] }>();
      for (const c of changes) {
        if (!tables.includes(c.type)) continue;
        const entry = out.get(c.type) ?? { put: [], gone: [] };
        if (c.deleted) entry.gone.push(c.id);
        else if (c.record) entry.put.push(c.record);
        out.set(c.type, entry);
      }
      return out;
    };
    const write = async (groups: ReturnType<typeof byTable>) => {
      for (const [name, { put, gone }] of groups) {
        if (gone.length) await b.db.table(name).bulkDelete(gone);
        if (put.length) await b.db.table(name).bulkPut(put);
      }
    };

    await clear();
    const pages: ReturnType<typeof byTable>[] = [];
    let records = 0;
    let fetchMs = 0;
    const t0 = performance.now();
    for (const url of urls) {
      const f0 = performance.now();
      const res = await fetch(url, {
        headers: { Accept: 'application/json', Authorization: `Token ${session.token}` },
        cache: 'no-store',
      });
      const changes = ((await res.json()) as { data: { changes: Change[] } }).data.changes;
      fetchMs += performance.now() - f0;
      const groups = byTable(changes);
      records += changes.length;
      await write(groups);
      pages.push(groups);
    }
    const rawMs = performance.now() - t0;

    await clear();
    const txTables = [...tables.map((name) => b.db.table(name)), b.db.meta];
    const t1 = performance.now();
    for (const groups of pages) {
      await b.db.transaction('rw', txTables, () => write(groups));
    }
    const txBulkPutMs = performance.now() - t1;

    const t2 = performance.now();
    await b.catchUp();
    const steadyPullMs = performance.now() - t2;
    return { pages: urls.length, records, fetchMs, rawMs, txBulkPutMs, steadyPullMs };
  })();
}

interface PullRound extends FirstPull, RawPull {
  ratio: number;
}

/**
 * The app's first pull of the whole mirror from no cursor (every table emptied, the feed's cursor
 * dropped), against a raw baseline in the same page: the same feed pages fetched with plain
 * `fetch` and their records bulkPut per table. The ratio says what the app's own work (a
 * transaction per page with its cursor, the held changes, the bookings' freshness check, the last
 * page's sweep of what the server no longer has and its dashboard figures) costs over raw IO.
 */
export async function measurePull(
  page: Page,
  base: string,
  report: Report,
): Promise<Record<string, unknown>> {
  // A route no screen draws (the not-found page): the data layer alone, no live queries.
  await page.goto(`${base}/bench-no-screen`);
  await waitForHooks(page);
  const rounds: PullRound[] = [];
  const urls: string[] = [];
  const onRequest = (request: Request) => {
    if (request.url().includes('/api/sync/?')) urls.push(request.url());
  };
  for (let i = 0; i < ROUNDS; i += 1) {
    urls.length = 0;
    page.on('request', onRequest);
    let first: FirstPull;
    try {
      first = await withTimeout(
        'first pull',
        120_000,
        page.evaluate(timedFirstPull, [MIRROR_TABLES, FEED_KEYS] as const),
      );
    } finally {
      page.off('request', onRequest);
    }
    if (first.outcome !== 'done' || first.error) {
      throw new Error(`the app's pull ended ${first.outcome}: ${first.error ?? 'no error'}`);
    }
    const raw = await withTimeout(
      'raw pull',
      120_000,
      page.evaluate(rawFirstPull, [[...urls], MIRROR_TABLES] as const),
    );
    rounds.push({ ...first, ...raw, ratio: first.pullMs / raw.rawMs });
  }
  const pull = median(rounds.map((r) => r.pullMs));
  const raw = median(rounds.map((r) => r.rawMs));
  const ratios = rounds.map((r) => r.ratio);
  const records = rounds[0]?.records ?? 0;
  const pages = rounds[0]?.pages ?? 0;
  const each = (values: number[], digits = 0) => values.map((v) => round(v, digits)).join(' / ');
  report.add({
    name: `pull: first pull of the mirror (${records} records)`,
    value: round(pull),
    unit: 'ms',
    note: `from no cursor, ${pages} pages; median of ${ROUNDS}: ${each(rounds.map((r) => r.pullMs))} ms`,
  });
  report.add({
    name: 'pull: raw fetch + bulkPut of the same pages',
    value: round(raw),
    unit: 'ms',
    note:
      `median of ${ROUNDS}: ${each(rounds.map((r) => r.rawMs))} ms; of which fetch + JSON ` +
      `${each(rounds.map((r) => r.fetchMs))} ms`,
  });
  report.add({
    name: 'pull: ratio to raw fetch + bulkPut',
    value: round(median(ratios), 2),
    unit: 'x',
    limit: PULL_RATIO_LIMIT,
    note: `median of the ${ROUNDS} rounds' ratios: ${each(ratios, 2)}; load ${loadNow()}`,
  });
  report.add({
    name: 'pull: again with nothing new',
    value: round(median(rounds.map((r) => r.steadyPullMs))),
    unit: 'ms',
    note: 'the cursor at the head: one request, one transaction',
  });
  report.add({
    name: "pull: raw bulkPuts in the pull's transactions",
    value: round(median(rounds.map((r) => r.txBulkPutMs))),
    unit: 'ms',
    note: 'the same pages, one read-write transaction each over the mirror and meta',
  });

  // The same pull with the dashboard on screen, as a person would see it.
  await page.goto(`${base}/`);
  await waitForHooks(page);
  const withScreen = await withTimeout(
    'pull with the dashboard open',
    120_000,
    page.evaluate(timedFirstPull, [MIRROR_TABLES, FEED_KEYS] as const),
  );
  report.add({
    name: 'pull: the same with the dashboard open',
    value: round(withScreen.pullMs),
    unit: 'ms',
  });
  return { records, pages, rounds, withScreenMs: withScreen.pullMs };
}

/** How long the timed replay may run before the bench takes what it has sent so far. */
const REPLAY_CAP_MS = 150_000;
const LOOP_CAP_MS = 120_000;

interface Queued {
  queued: number;
  enqueueMs: number;
}

interface ReplayProgress {
  elapsed: number;
  left: number;
  done: boolean;
  result: { sent: number; failed: number; stop: string } | null;
}

interface LoopRun {
  sent: number;
  failed: number;
  ms: number;
}

declare global {
  interface Window {
    __benchReplay?: {
      looped: { id: number; status: string }[];
      start: number;
      end: number | null;
      result: { sent: number; failed: number; stop: string } | null;
    };
  }
}

interface ReplayRound {
  queued: Queued;
  loop: LoopRun;
  replay: ReplayProgress;
  capped: boolean;
  sent: number;
  replayRate: number;
  loopRate: number;
  ratio: number;
}

/**
 * One round: `count` status changes queued through the app's enqueue on bookings that can still
 * move on, a sequential fetch loop of `count` of the same PATCH requests on other such bookings,
 * then one timed replay run (capped at REPLAY_CAP_MS: its rate so far counts, the rest is dropped).
 * The round starts with an untimed pull, so the mirror knows what the last round's loop changed.
 */
async function replayRound(page: Page, count: number): Promise<ReplayRound> {
  const queued = await withTimeout(
    'queueing the changes',
    240_000,
    page.evaluate(async (n): Promise<Queued> => {
      const b = window.__bench;
      if (!b) throw new Error('no bench hooks');
      if ((await b.db.outbox.count()) > 0) throw new Error('the outbox is not empty');
      await b.refresh('bookings');
      const next: Record<string, string> = {
        pending: 'confirmed',
        confirmed: 'sample_collected',
        sample_collected: 'report_ready',
        report_ready: 'completed',
      };
      const movable = (await b.db.bookings.toArray()).filter((x) => next[x.status] !== undefined);
      if (movable.length < 2 * n) throw new Error(`only ${movable.length} bookings can move on`);
      window.__benchReplay = {
        looped: movable.slice(n, 2 * n).map((x) => ({ id: x.id, status: next[x.status] ?? '' })),
        start: 0,
        end: null,
        result: null,
      };
      // Queue without waking the replayer, so that one timed run sends them all.
      b.silenceOutboxWaker();
      const t0 = performance.now();
      for (const booking of movable.slice(0, n)) {
        const status = next[booking.status] ?? 'confirmed';
        await b.enqueue({
          action: 'setBookingStatus',
          table: 'bookings',
          recordId: booking.id,
          method: 'PATCH',
          path: `/bookings/${booking.id}/`,
          body: { kind: 'json', value: { status } },
          label: { key: 'bookings:outbox.status', values: { client: 'bench', status } },
          onSuccess: { op: 'put', table: 'bookings' },
          optimistic: async () => {
            const old = (await b.db.bookings.get(booking.id)) ?? booking;
            const at = new Date().toISOString();
            await b.db.bookings.put({
              ...old,
              status,
              updated_at: at,
              history: [...old.history, { status, at }],
            });
            return { table: 'bookings', put: [old], remove: [] };
          },
        });
      }
      return { queued: await b.db.outbox.count(), enqueueMs: performance.now() - t0 };
    }, count),
  );

  // The fetch loop first, on a quiet outbox; then the timed replay.
  const loop = await withTimeout(
    'the fetch loop',
    LOOP_CAP_MS + 30_000,
    page.evaluate(async (capMs): Promise<LoopRun> => {
      const b = window.__bench;
      const state = window.__benchReplay;
      if (!b || !state) throw new Error('no bench hooks');
      const session = await b.db.session.get('current');
      if (!session) throw new Error('not signed in');
      let sent = 0;
      let failed = 0;
      const t0 = performance.now();
      for (const booking of state.looped) {
        if (performance.now() - t0 > capMs) break;
        const res = await fetch(`${b.apiBase}/bookings/${booking.id}/`, {
          method: 'PATCH',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Token ${session.token}`,
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify({ status: booking.status }),
          cache: 'no-store',
        });
        await res.text();
        if (res.ok) sent += 1;
        else failed += 1;
      }
      return { sent, failed, ms: performance.now() - t0 };
    }, LOOP_CAP_MS),
  );

  await page.evaluate(() => {
    const b = window.__bench;
    const state = window.__benchReplay;
    if (!b || !state) throw new Error('no bench hooks');
    state.start = performance.now();
    void b.replay({ force: true }).then((result) => {
      state.end = performance.now();
      state.result = result;
    });
  });
  let progress: ReplayProgress | undefined;
  for (;;) {
    await page.waitForTimeout(500);
    progress = await page.evaluate(async (): Promise<ReplayProgress> => {
      const b = window.__bench;
      const state = window.__benchReplay;
      if (!b || !state) throw new Error('no bench hooks');
      return {
        elapsed: (state.end ?? performance.now()) - state.start,
        left: await b.db.outbox.count(),
        done: state.end !== null,
        result: state.result,
      };
    });
    if (progress.done || progress.elapsed > REPLAY_CAP_MS) break;
  }
  const capped = !progress.done;
  if (capped) {
    // Let the capped run end, then drop what is left so the next round starts on a quiet outbox.
    await page.evaluate(async () => {
      const b = window.__bench;
      if (!b) return;
      await b.db.outbox.clear();
      await b.replay();
    });
  }
  const sent = progress.result?.sent ?? queued.queued - progress.left;
  if (sent <= 0) {
    throw new Error(
      `the replay sent nothing in ${round(progress.elapsed / 1000)} s ` +
        `(run ended: ${progress.result?.stop ?? 'not yet'}, ${progress.left} rows left)`,
    );
  }
  const replayRate = (sent / progress.elapsed) * 1000;
  const loopRate = (loop.sent / loop.ms) * 1000;
  return {
    queued,
    loop,
    replay: progress,
    capped,
    sent,
    replayRate,
    loopRate,
    ratio: replayRate / loopRate,
  };
}

/**
 * ROUNDS rounds of 1,000 booking status changes queued through the app's enqueue and sent by one
 * replay run, each against a plain sequential fetch loop of 1,000 of the same PATCH requests
 * (other bookings); the figure is the median of the rounds' ratios.
 */
export async function measureReplay(
  page: Page,
  base: string,
  report: Report,
  count = 1000,
): Promise<Record<string, unknown>> {
  await page.goto(`${base}/bench-no-screen`);
  await waitForHooks(page);
  const rounds: ReplayRound[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const load = loadNow();
    const r = await replayRound(page, count);
    rounds.push(r);
    const partial = r.capped
      ? `; capped at ${REPLAY_CAP_MS / 1000} s: ${r.sent} of ${count} sent`
      : r.replay.result && r.replay.result.sent < count
        ? `; sent ${r.replay.result.sent}, ${r.replay.result.failed} refused, stop ${r.replay.result.stop}`
        : '';
    report.add({
      name: `replay round ${i + 1}: ratio to the fetch loop`,
      value: round(r.ratio, 2),
      unit: 'x',
      note:
        `${round(r.replayRate)} changes/s (${round(r.replay.elapsed)} ms${partial}) against ` +
        `${round(r.loopRate)} req/s (${r.loop.sent} in ${round(r.loop.ms)} ms` +
        `${r.loop.failed ? `, ${r.loop.failed} failed` : ''}); enqueue ${round(r.queued.enqueueMs)} ms; ` +
        `load ${load}`,
    });
  }
  const each = (values: number[], digits = 0) => values.map((v) => round(v, digits)).join(' / ');
  report.add({
    name: `replay: ${count} queued status changes`,
    value: round(median(rounds.map((r) => r.replayRate))),
    unit: 'changes/s',
    note: `median of ${ROUNDS}: ${each(rounds.map((r) => r.replayRate))}`,
  });
  report.add({
    name: 'replay: plain fetch loop, same requests',
    value: round(median(rounds.map((r) => r.loopRate))),
    unit: 'req/s',
    note: `median of ${ROUNDS}: ${each(rounds.map((r) => r.loopRate))}`,
  });
  report.add({
    name: 'replay: ratio to the fetch loop',
    value: round(median(rounds.map((r) => r.ratio)), 2),
    unit: 'x',
    limit: REPLAY_RATIO_LIMIT,
    comparison: 'min',
    note: `median of the ${ROUNDS} rounds' ratios: ${each(
      rounds.map((r) => r.ratio),
      2,
    )}; load ${loadNow()}`,
  });
  return { rounds };
}
