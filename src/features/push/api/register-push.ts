import { DEVICE_TYPE } from '../../../config/constants';
import { env, pushConfigured } from '../../../config/env';
import { db } from '../../../db/db';
import { getFirebaseMessaging } from '../../../lib/firebase';
import { apiRequest } from '../../../lib/http';
import { activeRegistration } from './active-registration';
import { readPushToken, savePushToken } from './push-token-store';

export type EnablePushResult = 'off' | 'unsupported' | 'denied' | 'registered' | 'failed';

/**
 * Gets this device's token through the app's own worker and registers it with the server
 * (SPEC 7 POST /auth/register-device/). A token the server already had under another value is
 * removed there. Failures are only logged (SPEC 8), so this resolves to false instead of throwing.
 */
export async function registerPushToken(): Promise<boolean> {
  try {
    const session = await db.session.get('current');
    if (!session) return false;
    const firebase = await getFirebaseMessaging();
    if (!firebase) return false;
    const registration = await activeRegistration();
    const token = await firebase.getToken({
      vapidKey: env.firebase.vapidKey,
      serviceWorkerRegistration: registration,
    });
    const previous = await readPushToken();
    await apiRequest('/auth/register-device/', {
      method: 'POST',
      token: session.token,
      body: { kind: 'json', value: { registration_id: token, type: DEVICE_TYPE } },
    });
    if (previous && previous.token !== token) {
      await apiRequest('/auth/register-device/', {
        method: 'DELETE',
        token: session.token,
        body: { kind: 'json', value: { registration_id: previous.token } },
      }).catch(() => undefined);
    }
    await savePushToken({ token, registeredAt: Date.now() });
    return true;
  } catch (err) {
    console.error('Push device registration failed', err);
    return false;
  }
}

/**
 * The vendor asked for push (a user action, so the browser shows its permission prompt). On
 * denial only a warning is logged (SPEC 2, 8).
 */
export async function enablePush(): Promise<EnablePushResult> {
  if (!pushConfigured) return 'off';
  if (!('Notification' in globalThis)) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    console.warn('Notification permission was not granted; push stays off.');
    return 'denied';
  }
  return (await registerPushToken()) ? 'registered' : 'failed';
}
