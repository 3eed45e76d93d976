/** How long a screen's chunk waits for its first reads before it renders anyway. */
export const READ_AHEAD_WAIT_MS = 1000;

/**
 * For a screen's chunk, at its top level (`await readAhead(...)`: the route resolves when they are
 * there): its first data and words, read while the chunk loads, so that its first render shows
 * them rather than a loading state, and does not suspend again (React holds back each further
 * reveal of a Suspense boundary by up to 300 ms). Waits READ_AHEAD_WAIT_MS at most; never throws
 * (the screen then reads as usual).
 */
export async function readAhead(reads: Promise<unknown>): Promise<void> {
  await Promise.race([
    reads.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, READ_AHEAD_WAIT_MS)),
  ]);
}
