import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getStorageStatus, subscribeStorageStatus } from '../db/storage-status';

// Rarely shown: its Alert stays out of the first load.
const StorageAlert = lazy(() =>
  import('./storage-alert').then((m) => ({ default: m.StorageAlert })),
);

/**
 * Says plainly when the offline store could not be opened (private mode, quota, a newer version
 * in another tab): the app still works online.
 */
export function StorageNotice() {
  const storage = useSyncExternalStore(subscribeStorageStatus, getStorageStatus, getStorageStatus);
  const [upgrade, setUpgrade] = useState(false);

  useEffect(() => {
    const onChange = () => setUpgrade(true);
    window.addEventListener('db-versionchange', onChange);
    return () => window.removeEventListener('db-versionchange', onChange);
  }, []);

  const reason = upgrade ? 'versionchange' : storage && !storage.ok ? storage.reason : null;
  if (!reason) return null;
  return (
    <Suspense fallback={null}>
      <StorageAlert reason={reason} />
    </Suspense>
  );
}
