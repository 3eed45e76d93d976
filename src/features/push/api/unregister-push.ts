import { apiRequest } from '../../../lib/http';
import { forgetPushToken, readPushToken } from './push-token-store';

/**
 * This worker's push subscription is dropped and its notifications closed, with the browser's own
 * calls, which work offline. Firebase's deleteToken is not used: it takes no registration, so after
 * a reload it registers Firebase's own second worker at /firebase-messaging-sw.js (PITFALLS;
 * firebase-js-sdk #8621) and, failing that or offline, throws before unsubscribing. The FCM token
 * left behind dies with the subscription, and Firebase revokes it at the next getToken.
 */
async function dropSubscription(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) return;
  for (const shown of await registration.getNotifications()) shown.close();
  await (await registration.pushManager?.getSubscription())?.unsubscribe();
}

/**
 * Sign-out hook: the next vendor on this tablet must not get this vendor's pushes, nor see the
 * ones still on screen, so this device's subscription is dropped and the device removed at the
 * server. Best effort, both.
 */
export async function unregisterPush(authToken: string | undefined): Promise<void> {
  const stored = await readPushToken().catch(() => undefined);
  const tasks: Promise<unknown>[] = [dropSubscription()];
  if (stored && authToken) {
    tasks.push(
      apiRequest('/auth/register-device/', {
        method: 'DELETE',
        token: authToken,
        body: { kind: 'json', value: { registration_id: stored.token } },
      }),
    );
  }
  const results = await Promise.allSettled(tasks);
  for (const r of results) {
    if (r.status === 'rejected') console.warn('Push sign-out step failed', r.reason);
  }
  if (stored) await forgetPushToken().catch(() => undefined);
}
