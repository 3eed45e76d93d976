import { i18n } from '../../../lib/i18n';
import { lockDevice } from './lock-actions';

/** The worker's neutral notification title while locked, in the current language. */
export function lockNotice(): string {
  return i18n.t('lock:notice', { defaultValue: i18n.t('app.name') });
}

/** Locks the device (every tab); in team sign-in, back to the list of people. */
export function lockNow(): Promise<void> {
  return lockDevice(lockNotice());
}
