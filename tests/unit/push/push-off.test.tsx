import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { enablePush } from '../../../src/features/push/api/register-push';
import { refreshStalePushToken } from '../../../src/features/push/api/start-push';
import { PushSettings } from '../../../src/features/push/components/push-settings';
import { getFirebaseMessaging } from '../../../src/lib/firebase';
import { initTestI18n } from '../notifications/test-i18n';
import { FakeNotification } from './push-fakes';

const loaded = vi.hoisted(() => ({ app: false, messaging: false }));
vi.mock('firebase/app', () => {
  loaded.app = true;
  return { getApps: () => [], initializeApp: () => ({}) };
});
vi.mock('firebase/messaging', () => {
  loaded.messaging = true;
  return {};
});
// A plain install: no VITE_FIREBASE_* variables.
vi.mock('../../../src/config/env', () => ({
  env: {
    apiBase: '/api',
    apiHost: '',
    appVersion: 'test',
    firebase: {
      apiKey: '',
      authDomain: '',
      projectId: '',
      storageBucket: '',
      messagingSenderId: '',
      appId: '',
      vapidKey: '',
    },
  },
  pushConfigured: false,
  mediaUrl: (p: string | null | undefined) => p ?? undefined,
}));

describe('web push without Firebase settings', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says so in the menu, with no button, no error and no Firebase load', async () => {
    const errors = vi.spyOn(console, 'error');
    render(<PushSettings />);
    expect(
      screen.getByText('Push notifications are not set up for this installation'),
    ).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(loaded).toEqual({ app: false, messaging: false });
  });

  it('asks for no permission and registers nothing', async () => {
    FakeNotification.reset('default');
    vi.stubGlobal('Notification', FakeNotification);
    const fetchFn = vi.fn();
    vi.stubGlobal('fetch', fetchFn);
    await db.meta.put({ key: 'pushToken', value: { token: 't', registeredAt: 0 } });
    expect(await enablePush()).toBe('off');
    expect(await refreshStalePushToken()).toBe(false);
    expect(await getFirebaseMessaging()).toBeNull();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(fetchFn).not.toHaveBeenCalled();
    expect(loaded).toEqual({ app: false, messaging: false });
  });
});
