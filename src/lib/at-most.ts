/**
 * `what`'s value, or undefined once `ms` have passed without it: for a start that waits on
 * something (the session, the first screen, a screen's first reads) but must go on without it.
 * `what` should not reject (catch it first): a rejection rejects this too.
 */
export function atMost<T>(what: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([what, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);
}
