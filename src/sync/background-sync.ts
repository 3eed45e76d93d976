/** Asks the service worker to wake the outbox when the network returns (Background Sync, Chromium). */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export const OUTBOX_SYNC_TAG = 'outbox';

export async function registerBackgroundSync(): Promise<boolean> {
  const nav = (globalThis as { navigator?: { serviceWorker?: { ready: Promise<unknown> } } })
    .navigator;
  const container = nav?.serviceWorker;
  if (!container) return false;
  try {
    const registration = (await container.ready) as SyncRegistration;
    if (!registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
