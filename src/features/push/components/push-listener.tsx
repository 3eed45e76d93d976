import { useEffect } from 'react';
import { pushConfigured } from '../../../config/env';
import { onSignOut } from '../../../lib/sign-out-hooks';
import { listenForMessages, refreshStalePushToken } from '../api/start-push';
import { unregisterPush } from '../api/unregister-push';
import { usePushToken } from '../hooks/use-push-token';

/**
 * Push while the app is open: nothing happens (and Firebase is not loaded) until this device has
 * a token. Then a stale token is refreshed and foreground messages are handled.
 */
export function PushListener() {
  const stored = usePushToken();
  const token = stored?.token;

  useEffect(() => onSignOut(unregisterPush), []);

  useEffect(() => {
    if (!pushConfigured || !token) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void refreshStalePushToken();
    listenForMessages()
      .then((unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      })
      .catch((err: unknown) => console.warn('Push messages are not available', err));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token]);

  return null;
}
