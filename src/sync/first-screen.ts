let markShown: () => void = () => undefined;

/** Resolves once the first screen has committed (see markFirstScreenShown). */
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/**
 * The app calls this once its first screen has committed: the start-of-session refresh waits for
 * it, so that its requests, JSON parsing and mirror writes do not compete with the first render
 * of what the mirror already holds. Its own module, so the entry does not pull in Dexie.
 */
export function markFirstScreenShown(): void {
  markShown();
}
