/**
 * Resolves in a later task: the browser may paint, handle input or run a render in between. Long
 * work in slices awaits it between slices, so that no slice holds a phone's thread for long.
 */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
