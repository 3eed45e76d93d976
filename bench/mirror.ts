import type { Page } from 'playwright-core';
import type { BenchBooking } from './page-types.ts';
import type { Report } from './report.ts';
import { round, withTimeout } from './util.ts';

export const PULL_RATIO_LIMIT = 1.3;
export const REPLAY_RATIO_LIMIT = 0.8;
const ROUNDS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function waitForHooks(page: Page): Promise<void> {
  await page
    .waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 20_000 })
    .catch(() => {
      throw new Error('window.__bench is missing: was the app built with VITE_BENCH=1?');
    });
}

interface PullRound {
  pullMs: number;
  rows: number;
  error: string | null;
  fetchMs: number;
  bulkPutMs: number;
  steadyPullMs: number;
}

/**
 * The app's own pull of /bookings into an empty mirror table, against a raw Dexie bulkPut of the
 * same rows into the same empty table (and, for context, the raw fetch and a pull over a full table).
 */
export async function measurePull(page: Page, report: Report): Promise<Record<string, unknown>> {
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

        const t3 = performance.now();
        await b.refresh('bookings');
        const steadyPullMs = performance.now() - t3;
        return { pullMs, rows, error: state?.error ?? null, fetchMs, bulkPutMs, steadyPullMs };
      }),
    );
    if (r.error) throw new Error(`the app's pull failed: ${r.error}`);
    rounds.push(r);
  }
  const pull = median(rounds.map((r) => r.pullMs));
  const bulkPut = median(rounds.map((r) => r.bulkPutMs));
  const fetchMs = median(rounds.map((r) => r.fetchMs));
  const rows = rounds[0]?.rows ?? 0;
  report.add({ name: `pull: ${rows} bookings into the mirror`, value: round(pull), unit: 'ms' });
  report.add({
    name: 'pull: raw Dexie bulkPut of the same rows',
    value: round(bulkPut),
    unit: 'ms',
  });
  report.add({
    name: 'pull: ratio to raw bulkPut',
    value: round(pull / bulkPut, 2),
    unit: 'x',
    limit: PULL_RATIO_LIMIT,
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
  return { rows, rounds };
}

interface ReplayRun {
  queued: number;
  enqueueMs: number;
  sent: number;
  failed: number;
  stop: string;
  replayMs: number;
  loopMs: number;
  loopFailed: number;
}

/**
 * 1,000 booking status changes queued through the app's enqueue and sent by one replay run,
 * against a plain sequential fetch loop of 1,000 of the same PATCH requests (other bookings).
 */
export async function measureReplay(
  page: Page,
  report: Report,
  count = 1000,
): Promise<Record<string, unknown>> {
  await waitForHooks(page);
  const run = await withTimeout(
    'replay',
    300_000,
    page.evaluate(async (n): Promise<ReplayRun> => {
      const b = window.__bench;
      if (!b) throw new Error('no bench hooks');
      const session = await b.db.session.get('current');
      if (!session) throw new Error('not signed in');
      const next: Record<string, string> = {
        pending: 'confirmed',
        confirmed: 'sample_collected',
        sample_collected: 'report_ready',
        report_ready: 'completed',
      };
      const movable = (await b.db.bookings.toArray()).filter((x) => next[x.status] !== undefined);
      if (movable.length < 2 * n) throw new Error(`only ${movable.length} bookings can move on`);
      const queued = movable.slice(0, n);
      const looped = movable.slice(n, 2 * n);

      // Queue without waking the replayer, so that one timed run sends them all.
      b.silenceOutboxWaker();
      const t0 = performance.now();
      for (const booking of queued) {
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
      const enqueueMs = performance.now() - t0;
      const waiting = await b.db.outbox.count();

      const t1 = performance.now();
      const result = await b.replay({ force: true });
      const replayMs = performance.now() - t1;

      let loopFailed = 0;
      const t2 = performance.now();
      for (const booking of looped) {
        const res = await fetch(`${b.apiBase}/bookings/${booking.id}/`, {
          method: 'PATCH',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Token ${session.token}`,
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify({ status: next[booking.status] }),
          cache: 'no-store',
        });
        await res.text();
        if (!res.ok) loopFailed += 1;
      }
      const loopMs = performance.now() - t2;
      return {
        queued: waiting,
        enqueueMs,
        sent: result.sent,
        failed: result.failed,
        stop: result.stop,
        replayMs,
        loopMs,
        loopFailed,
      };
    }, count),
  );
  if (run.sent === 0) throw new Error(`the replay sent nothing (stopped: ${run.stop})`);
  const replayRate = (run.sent / run.replayMs) * 1000;
  const loopRate = ((count - run.loopFailed) / run.loopMs) * 1000;
  const partial =
    run.sent < count ? `sent ${run.sent} of ${count}, ${run.failed} refused, stop ${run.stop}` : '';
  report.add({
    name: `replay: ${count} queued status changes`,
    value: round(replayRate),
    unit: 'changes/s',
    note: `${round(run.replayMs)} ms${partial ? `; ${partial}` : ''}`,
  });
  report.add({
    name: 'replay: plain fetch loop, same requests',
    value: round(loopRate),
    unit: 'req/s',
    note: `${round(run.loopMs)} ms${run.loopFailed ? `; ${run.loopFailed} failed` : ''}`,
  });
  report.add({
    name: 'replay: ratio to the fetch loop',
    value: round(replayRate / loopRate, 2),
    unit: 'x',
    limit: REPLAY_RATIO_LIMIT,
    comparison: 'min',
  });
  report.add({
    name: `replay: enqueue of ${count} changes (info)`,
    value: round(run.enqueueMs),
    unit: 'ms',
  });
  return { ...run };
}
