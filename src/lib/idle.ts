/**
 * Runs `fn` when the main thread is next idle, `timeout` ms from now at the latest. Where the
 * browser has no idle callbacks (Safari), it runs after `fallbackMs` instead. Returns what
 * cancels it; cancelling after it ran does nothing.
 */
export function onIdle(fn: () => void, timeout: number, fallbackMs = 0): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => fn(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(fn, fallbackMs);
  return () => clearTimeout(timer);
}
