import type { TraceEvent } from './device.ts';

/** Lantern leaves out a task shorter than this (PageDependencyGraph's significant duration). */
const SIGNIFICANT_MS = 10;
/** A task's time beyond this blocks (total blocking time's definition). */
const BLOCKING_FROM_MS = 50;
/** The tasks counted: those in this long after the first contentful paint. */
const WINDOW_MS = 10_000;

export interface OwnBlocking {
  /** Blocking time from the tasks' thread time, as Lighthouse would count it at `rate`. */
  fromThreadTime: number;
  /** The same from their wall time, as Lighthouse's simulation takes them. */
  fromWallTime: number;
}

/**
 * How much of a Lighthouse audit's blocking time is the page's own work: the main thread's tasks
 * after the first contentful paint that Lighthouse's simulation keeps (10 ms and over), each
 * scaled by the CPU slowdown `rate` less 50 ms, once from the task's wall time (what Lighthouse's
 * simulation takes, up to where it places each task) and once from its thread time. On a 2-core
 * host the page's main thread waits for a core while the browser's other threads, the service
 * worker's install and the bench's own process (Lighthouse and the reference API) run: a task
 * whose thread time is a fraction of its wall time is the host's, not the page's. No limit: a
 * context figure beside Lighthouse's own (bench/README.md, "Most of Lighthouse's blocking time
 * on this host is the host's").
 */
export function ownBlocking(events: readonly TraceEvent[], rate: number): OwnBlocking | null {
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame === true &&
        (e.args.data.documentLoaderURL ?? '').startsWith('http'),
    )
    .at(-1);
  if (!navigation) return null;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.ts > navigation.ts);
  if (!fcp) return null;
  let fromThreadTime = 0;
  let fromWallTime = 0;
  const blocking = (ms: number) =>
    ms >= SIGNIFICANT_MS ? Math.max(0, ms * rate - BLOCKING_FROM_MS) : 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== navigation.pid) continue;
    if (e.tid !== navigation.tid || e.ts < fcp.ts || e.ts > fcp.ts + WINDOW_MS * 1000) continue;
    fromWallTime += blocking((e.dur ?? 0) / 1000);
    fromThreadTime += blocking((e.tdur ?? e.dur ?? 0) / 1000);
  }
  return { fromThreadTime, fromWallTime };
}
