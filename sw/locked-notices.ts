import { peekDeviceLock, type DeviceLock } from '../src/db/device-lock';
import { clickTarget } from './push';

interface NoticeScope {
  location: { origin: string };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
}

/**
 * While the app is locked (issue 17), every notification this worker shows is neutral: the
 * words the page stored when it locked; no body, icon or payload, only where a click should land.
 * Wrapping the registration's showNotification covers the messages Firebase shows by itself
 * (those with a `notification` payload) as well as ours, without a hook into either.
 */
export function installLockedNotices(
  sw: NoticeScope,
  readLock: () => Promise<DeviceLock | null> = peekDeviceLock,
): void {
  const registration = sw.registration;
  const show = registration.showNotification.bind(registration);
  registration.showNotification = async (title, options) => {
    const lock = await readLock().catch(() => null);
    if (!lock?.locked) return show(title, options);
    return show(lock.notice, {
      data: { link: clickTarget(options?.data, sw.location.origin) },
    });
  };
}
