/**
 * Whether the browser believes it has a network. Read through `globalThis` so that the service
 * worker, which replays and pulls with the same code, can ask too; unknown counts as online.
 */
export function online(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine !== false;
}
