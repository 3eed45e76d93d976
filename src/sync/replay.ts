import { withLock } from './lock';
import { runOnce } from './replay-run';
import type { ReplayOptions, ReplayResult } from './replay-send';
import { nextRunAt } from './replay-tally';

export { MAX_IN_FLIGHT } from './replay-tally';
export type { ReplayResult } from './replay-send';

/**
 * One replay run under the 'outbox' lock: sends the signed-in vendor's rows oldest first, those of
 * independent records concurrently, and starts nothing more after a transient failure. Safe to
 * call from several tabs and the worker at once.
 */
export function replay(options: ReplayOptions = {}): Promise<ReplayResult> {
  return withLock('outbox', () => runOnce(options));
}

let running = false;
let again = false;
let againForce = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let stopped = false;

function schedule(retryAt: number | undefined): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (retryAt === undefined || stopped) return;
  timer = setTimeout(
    () => {
      timer = undefined;
      requestReplay();
    },
    Math.max(0, retryAt - Date.now()),
  );
}

/**
 * The triggers' entry: starts a run now, or one more after the current run of this context, so a
 * burst of new rows costs one run, not one per row. Re-arms the backoff timer.
 */
export function requestReplay(options: ReplayOptions = {}): void {
  stopped = false;
  againForce = againForce || options.force === true;
  if (running) {
    again = true;
    return;
  }
  running = true;
  void (async () => {
    try {
      do {
        again = false;
        const force = againForce;
        againForce = false;
        const r = await replay({ force }).catch((): ReplayResult => ({
          sent: 0,
          failed: 0,
          stop: 'backoff',
        }));
        schedule(nextRunAt(r, Date.now()));
      } while (again && !stopped);
    } finally {
      running = false;
    }
  })();
}

/** Sign-out: no more timers or runs from this context. */
export function stopReplay(): void {
  stopped = true;
  schedule(undefined);
}
