/**
 * One replayer at a time: across tabs and the service worker through Web Locks, or within this
 * context through a promise chain where Web Locks are missing (old browsers, tests).
 */
let chain: Promise<unknown> = Promise.resolve();

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : undefined;
}

export function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (locks) return locks.request(name, work);
  const run = chain.then(work, work);
  chain = run.catch(() => undefined);
  return run;
}
