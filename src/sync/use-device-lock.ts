import { useSyncExternalStore } from 'react';
import { getLock, subscribeLock, type LockValue } from './device-lock-store';

/** Nothing is locked in the build's pre-render. */
const none = () => null;

/** This device's lock: undefined while it is read, null when no PIN is set. */
export function useLock(): LockValue {
  return useSyncExternalStore(subscribeLock, getLock, none);
}
