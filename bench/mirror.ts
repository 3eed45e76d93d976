import type { Page } from 'playwright-core';
import type { BenchBooking } from './page-types.ts';
import type { Report } from './report.ts';
import { loadavg } from 'node:os';
import { round, withTimeout } from './util.ts';

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

interface PullRound {
  pullMs: number;
  rows: number;
  error: string | null;
  fetchMs: number;
  bulkPutMs: number;
  txBulkPutMs: number;
  steadyPullMs: number;
}

/**
 * The app's own pull of /bookings into an empty mirror table, against a raw Dexie bulkPut of the
 * same rows into the same empty table (and, for context, the raw fetch and a pull over a full table).
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
  for (let i = 0; i < ROUNDS; i += 1) {
    const r = await withTimeout(
      'pull round',
      120_000,
      page.evaluate(async (): Promise<PullRound> => {
        const b = window.__bench;
        if (!b) throw new Error('no bench hooks');
        const session = await b.db.session.get('current');
        if (!session) throw new Error('not signed in');

        await b.db.bookings.clear();
        const t0 = performance.now();
        await b.refresh('bookings');
        const pullMs = performance.now() - t0;
        const rows = await b.db.bookings.count();
        const state = (await b.db.meta.get('pull:bookings'))?.value as
          { error?: string | null } | undefined;

        const t1 = performance.now();
        const res = await fetch(`${b.apiBase}/bookings`, {
          headers: { Accept: 'application/json', Authorization: `Token ${session.token}` },
          cache: 'no-store',
        });
        const data = ((await res.json()) as { data: BenchBooking[] }).data;
        const fetchMs = performance.now() - t1;

        await b.db.bookings.clear();
        const t2 = performance.now();
        await b.db.bookings.bulkPut(data);
        const bulkPutMs = performance.now() - t2;

        // The same bulkPut in the pull's transaction shape, to tell Dexie's share from the rest.
        await b.db.bookings.clear();
        const t4 = performance.now();
        await b.db.transaction('rw', [b.db.bookings, b.db.outbox, b.db.meta], () =>
          b.db.bookings.bulkPut(data),
        );
        const txBulkPutMs = performance.now() - t4;

        const t3 = performance.now();
        await b.refresh('bookings');
        const steadyPullMs = performance.now() - t3;
        return {
          pullMs,
          rows,
          error: state?.error ?? null,
          fetchMs,
          bulkPutMs,
          txBulkPutMs,
          steadyPullMs,
        };
      }),
    );
    if (r.error) throw new Error(`the app's pull failed: ${r.error}`);
    rounds.push(r);
  }
  const pull = median(rounds.map((r) => r.pullMs));
  const bulkPut = median(rounds.map((r) => r.bulkPutMs));
  const fetchMs = median(rounds.map((r) => r.fetchMs));
  const ratios = rounds.map((r) => r.pullMs / r.bulkPutMs);
  const rows = rounds[0]?.rows ?? 0;
  const each = (values: number[], digits = 0) => values.map((v) => round(v, digits)).join(' / ');
  report.add({
    name: `pull: ${rows} bookings into the mirror`,
    value: round(pull),
    unit: 'ms',
    note: `median of ${ROUNDS}: ${each(rounds.map((r) => r.pullMs))} ms`,
  });
  report.add({
    name: 'pull: raw Dexie bulkPut of the same rows',
    value: round(bulkPut),
    unit: 'ms',
    note: `median of ${ROUNDS}: ${each(rounds.map((r) => r.bulkPutMs))} ms`,
  });
  report.add({
    name: 'pull: ratio to raw bulkPut',
    value: round(median(ratios), 2),
    unit: 'x',
    limit: PULL_RATIO_LIMIT,
    note: `median of the ${ROUNDS} rounds' ratios: ${each(ratios, 2)}; load ${loadNow()}`,
  });
  report.add({
    name: 'pull: ratio to raw fetch + bulkPut',
    value: round(pull / (fetchMs + bulkPut), 2),
    unit: 'x',
    note: `raw fetch + JSON ${round(fetchMs)} ms`,
  });
  report.add({
    name: 'pull: again over a full table',
    value: round(median(rounds.map((r) => r.steadyPullMs))),
    unit: 'ms',
  });
  report.add({
    name: "pull: bulkPut in the pull's transaction",
    value: round(median(rounds.map((r) => r.txBulkPutMs))),
    unit: 'ms',
  });

  // The same pull with the dashboard on screen, as a person would see it.
  await page.goto(`${base}/`);
  await waitForHooks(page);
  const withScreen = await withTimeout(
    'pull with the dashboard open',
    120_000,
    page.evaluate(async () => {
      const b = window.__bench;
      if (!b) throw new Error('no bench hooks');
      await b.db.bookings.clear();
      const t0 = performance.now();
      await b.refresh('bookings');
      return performance.now() - t0;
    }),
  );
  report.add({
    name: 'pull: the same with the dashboard open',
    value: round(withScreen),
    unit: 'ms',
  });
  return { rows, rounds, withScreenMs: withScreen };
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
