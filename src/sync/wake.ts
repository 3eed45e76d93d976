/**
 * The replayer's doorbell. `enqueue` rings it after every new row; the replayer module installs
 * the handler, so that writing a change never depends on how or where rows are sent.
 */
type Waker = () => void;

let waker: Waker | undefined;

export function setOutboxWaker(fn: Waker | undefined): void {
  waker = fn;
}

export function wakeOutbox(): void {
  waker?.();
}
