import { useSyncExternalStore } from 'react';
import { serverReachable } from '../lib/reachability';
import { online } from './online';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const offReachable = serverReachable.subscribe(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    offReachable();
  };
}

/** Whether the app has a way to the server: the browser believes it has a network and the API answered last time. */
function connected(): boolean {
  return online() && serverReachable.get();
}

/** Whether the app can reach the server; false shows the offline banner and sync state. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, connected, () => true);
}
