import { startTransition, useEffect, useState } from 'react';
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

/**
 * Whether the app can reach the server; false shows the offline banner and sync state. A change
 * redraws as a transition, not at once: the `online` event's task also starts the catch-up
 * (start.ts), and the banner, the sync button and the forms that read this, redrawn in that same
 * task (useSyncExternalStore's updates cannot yield), made it a task of 72 ms on the bench's
 * phone, the back-online figure's longest (bench/README.md).
 */
export function useOnline(): boolean {
  const [value, setValue] = useState(connected);
  useEffect(() => {
    const update = () => startTransition(() => setValue(connected()));
    // A change between the first render and this effect.
    update();
    return subscribe(update);
  }, []);
  return value;
}
