import { useLayoutEffect } from 'react';

let markShown: () => void = () => undefined;
let markRefreshed: () => void = () => undefined;
let markCommitted: () => void = () => undefined;
let committed = false;
let holds = 0;

/** Resolves once the first screen has committed, whatever it shows (see markFirstScreenShown). */
export const firstScreenCommitted = new Promise<void>((resolve) => {
  markCommitted = resolve;
});

/** Resolves once the first screen has committed and shows its data (see markFirstScreenShown). */
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/**
 * Resolves once this page's first refresh (on start or sign-in) has landed (sync/start.ts): the
 * worker's registration and the bench wait on it. Here, so that neither loads the data layer.
 */
export const firstRefreshLanded = new Promise<void>((resolve) => {
  markRefreshed = resolve;
});

/** sync/start.ts calls this when the page's first refresh has landed. */
export function markFirstRefreshLanded(): void {
  markRefreshed();
}

function settle(): void {
  if (committed && holds === 0) markShown();
}

/**
 * The app calls this once its first screen has committed: the start-of-session refresh waits for
 * it, so that its requests, JSON parsing and mirror writes do not compete with the first render
 * of what the mirror already holds. Its own module, so the entry does not pull in Dexie.
 */
export function markFirstScreenShown(): void {
  committed = true;
  markCommitted();
  settle();
}

/**
 * For a screen whose first commit is only a frame around data it reads from the mirror (the
 * dashboard): until `ready`, the first screen does not count as shown, so the refresh's writes do
 * not hold up those reads (a read waits for a read-write transaction on its table). A layout
 * effect, so a screen of the first commit holds before the router's passive effect marks it.
 * The data layer starts after FIRST_SCREEN_WAIT_MS at the latest (sync/boot.ts).
 */
export function useFirstScreenHold(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) return undefined;
    holds += 1;
    return () => {
      holds -= 1;
      settle();
    };
  }, [ready]);
}
