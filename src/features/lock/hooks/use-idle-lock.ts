import { useEffect } from 'react';
import { lockNow } from '../api/lock-now';
import { startIdleTimer } from '../lib/idle-timer';
import type { LockValue } from '../../../sync/device-lock-store';

/** Tabs of the app tell each other that someone is using one of them. */
const CHANNEL = 'labdesk-lock-activity';
/** At most one message per this many ms: the shortest idle time is a minute. */
const SHARE_EVERY_MS = 5000;

/**
 * Locks the app after the vendor's idle time. Activity in any tab of the app counts: a tab left
 * in the background does not lock the one in use.
 */
export function useIdleLock(lock: LockValue): void {
  const minutes = lock && !lock.locked ? lock.idleMinutes : 0;
  useEffect(() => {
    if (minutes === 0) return undefined;
    const channel = 'BroadcastChannel' in globalThis ? new BroadcastChannel(CHANNEL) : null;
    let sentAt = 0;
    const timer = startIdleTimer({
      timeoutMs: minutes * 60_000,
      onIdle: () => void lockNow(),
      onActivity: () => {
        const now = Date.now();
        if (now - sentAt < SHARE_EVERY_MS) return;
        sentAt = now;
        channel?.postMessage('active');
      },
    });
    if (channel) channel.onmessage = () => timer.activity();
    return () => {
      timer.stop();
      channel?.close();
    };
  }, [minutes]);
}
