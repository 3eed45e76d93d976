import { onSignOut } from '../lib/sign-out-hooks';
import { pullChanges, type FeedOutcome, type WalkResume } from './feed';

const OUTCOMES: readonly FeedOutcome[] = ['done', 'unsupported', 'failed', 'skipped'];

/** A worker started for a long pull, loading while the page that says so is written. */
function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./walk-worker.ts', import.meta.url), {
      type: 'module',
      name: 'feed-walk',
    });
  } catch {
    return null;
  }
}

/**
 * Hands the rest of a walk to `worker`: resolves with its outcome, or null when it could not
 * take it (its script did not load), and the page goes on itself from where it stands. Sign-out
 * ends the worker before the wipe.
 */
function walkInWorker(worker: Worker, resume: WalkResume): Promise<FeedOutcome | null> {
  return new Promise((resolve) => {
    const end = (outcome: FeedOutcome | null) => {
      offSignOut();
      worker.terminate();
      resolve(outcome);
    };
    const offSignOut = onSignOut(() => end('skipped'));
    worker.onmessage = (event: MessageEvent<unknown>) => {
      end(OUTCOMES.find((o) => o === event.data) ?? 'failed');
    };
    worker.onerror = (event) => {
      event.preventDefault();
      end(null);
    };
    worker.postMessage(resume);
  });
}

/**
 * One pull of the change feed (ARCHITECTURE data flow 2). A walk of the whole state (a first
 * sign-in, a start-over) lands its first two small pages here, so the screen has its first rows
 * soonest and a small lab's walk ends here, and the rest in a dedicated worker, started when the
 * second page says more follow so that its script loads meanwhile: parsing a hundred thousand
 * records and writing them (IndexedDB copies each one on the thread that writes it) would
 * otherwise hold the page's thread for most of the walk. A pull from a cursor whose first page
 * says more follow (a device back after many changes) hands on after that page; one of a single
 * page (a poke's few records, the soonest change on the screen) stays on the page.
 */
export async function pullFeed(): Promise<FeedOutcome> {
  if (typeof Worker !== 'function') return pullChanges();
  const started: Worker[] = [];
  try {
    return await pullChanges({
      walkAway: () => {
        const worker = startWorker();
        if (!worker) return null;
        started.push(worker);
        return (resume) => walkInWorker(worker, resume);
      },
    });
  } finally {
    for (const worker of started) worker.terminate();
  }
}
