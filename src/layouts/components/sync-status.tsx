/** Online/offline, rows waiting and failed rows: built with the outbox (issue 5). */
export function SyncStatus() {
  return null;
}
