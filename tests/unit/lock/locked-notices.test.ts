import { describe, expect, it } from 'vitest';
import type { DeviceLock } from '../../../src/db/device-lock';
import { installLockedNotices } from '../../../sw/locked-notices';

const ORIGIN = 'https://lab.example';

function fakeWorker(lock: Partial<DeviceLock> | null) {
  const shown: { title: string; options: NotificationOptions | undefined }[] = [];
  const scope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title: string, options?: NotificationOptions) => {
        shown.push({ title, options });
      },
    },
  };
  installLockedNotices(scope, async () => lock as DeviceLock | null);
  return { scope, shown };
}

const message = {
  body: 'Dana Fischer, tomorrow 9:00',
  icon: '/media/clients/dana.png',
  data: { link: '/calendar', FCM_MSG: { data: { title: 'New booking: Dana Fischer' } } },
};

describe('notifications of the worker while the app is locked', () => {
  it('shows a notification as it is when the app is not locked', async () => {
    const w = fakeWorker({ locked: false, notice: 'New activity in LabDesk' });
    await w.scope.registration.showNotification('New booking: Dana Fischer', message);
    expect(w.shown).toEqual([{ title: 'New booking: Dana Fischer', options: message }]);
  });

  it('shows it as it is when no PIN is set (or nobody is signed in)', async () => {
    const w = fakeWorker(null);
    await w.scope.registration.showNotification('New booking', message);
    expect(w.shown[0]?.title).toBe('New booking');
  });

  it('shows only the neutral words while locked, keeping where a click lands', async () => {
    const w = fakeWorker({ locked: true, notice: 'Neue Aktivität in LabDesk' });
    await w.scope.registration.showNotification('New booking: Dana Fischer', message);
    expect(w.shown).toEqual([
      { title: 'Neue Aktivität in LabDesk', options: { data: { link: `${ORIGIN}/calendar` } } },
    ]);
    expect(JSON.stringify(w.shown)).not.toContain('Dana');
  });
});
