import { i18n } from '../../../lib/i18n';
import { lockDevice } from './lock-actions';

/** Locks the device (every tab) with the worker's neutral words in the current language. */
export function lockNow(): Promise<void> {
  return lockDevice(i18n.t('lock:notice', { defaultValue: i18n.t('app.name') }));
}
