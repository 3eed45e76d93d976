import { pullChanges, type FeedOutcome, type WalkResume } from './feed';

/**
 * A dedicated worker that goes on with a walk of the whole state once its first pages have landed
 * (walk-off-thread.ts). Its own Dexie connection writes the pages; Dexie tells the page's live
 * queries of each commit, as it does across tabs.
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WalkResume>) => void) | null;
  postMessage(outcome: FeedOutcome): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = (event) => {
  scope.onmessage = null;
  void pullChanges({ resume: event.data })
    .catch((): FeedOutcome => 'failed')
    .then((outcome) => scope.postMessage(outcome));
};
