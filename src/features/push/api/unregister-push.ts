import { pushConfigured } from '../../../config/env';
import { getFirebaseMessaging } from '../../../lib/firebase';
import { apiRequest } from '../../../lib/http';
import { forgetPushToken, readPushToken } from './push-token-store';

/**
 * Sign-out hook: the next vendor on this tablet must not get this vendor's pushes, so the token
 * is deleted at Firebase and the device removed at the server. Best effort, both.
 */
export async function unregisterPush(authToken: string | undefined): Promise<void> {
  const stored = await readPushToken().catch(() => undefined);
  if (!stored) return;
  const tasks: Promise<unknown>[] = [];
  if (authToken) {
    tasks.push(
      apiRequest('/auth/register-device/', {
        method: 'DELETE',
        token: authToken,
        body: { kind: 'json', value: { registration_id: stored.token } },
      }),
    );
  }
  if (pushConfigured) {
    tasks.push(getFirebaseMessaging().then((firebase) => firebase?.deleteToken()));
  }
  const results = await Promise.allSettled(tasks);
  for (const r of results) {
    if (r.status === 'rejected') console.warn('Push sign-out step failed', r.reason);
  }
  await forgetPushToken().catch(() => undefined);
}
