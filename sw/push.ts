/// <reference lib="webworker" />
/** Firebase messaging in the one worker: background messages and notification clicks. */
export function installPush(_self: ServiceWorkerGlobalScope): void {}
