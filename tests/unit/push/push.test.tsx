import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { readPushToken, savePushToken } from '../../../src/features/push/api/push-token-store';
import { enablePush } from '../../../src/features/push/api/register-push';
import {
  handleForegroundMessage,
  listenForMessages,
  refreshStalePushToken,
} from '../../../src/features/push/api/start-push';
import { unregisterPush } from '../../../src/features/push/api/unregister-push';
import { PushSettings } from '../../../src/features/push/components/push-settings';
import { initTestI18n } from '../notifications/test-i18n';
import { fakeFetch, fakeRegistration, FakeNotification } from './push-fakes';

const DAY = 24 * 60 * 60 * 1000;

const fb = vi.hoisted(() => ({
  token: 'fcm-token-1',
  handler: undefined as undefined | ((payload: unknown) => void),
}));

vi.mock('../../../src/config/env', () => ({
  env: {
    apiBase: '/api',
    apiHost: '',
    appVersion: 'test',
    firebase: {
      apiKey: 'key',
      authDomain: 'lab.firebaseapp.com',
      projectId: 'lab',
      storageBucket: 'lab.appspot.com',
      messagingSenderId: '123',
      appId: '1:123:web:abc',
      vapidKey: 'vapid-public-key',
    },
  },
  pushConfigured: true,
  mediaUrl: (p: string | null | undefined) => p ?? undefined,
}));
vi.mock('firebase/app', () => ({
  getApps: vi.fn(() => []),
  initializeApp: vi.fn(() => ({ name: '[DEFAULT]' })),
}));
vi.mock('firebase/messaging', () => ({
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => ({ kind: 'messaging' })),
  getToken: vi.fn(async () => fb.token),
  deleteToken: vi.fn(async () => true),
  onMessage: vi.fn((_m: unknown, handler: (payload: unknown) => void) => {
    fb.handler = handler;
    return () => {
      fb.handler = undefined;
    };
  }),
}));
const refresh = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../src/sync/pull', () => ({ refresh }));

const messaging = await import('firebase/messaging');

async function signIn() {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({
    key: 'current',
    token: 'vendor-token',
    user: { id: 7, email: 'demo@lab.test', first_name: 'Dana' },
    vendor: null,
    signedInAt: new Date().toISOString(),
  });
}

describe('web push with Firebase configured', () => {
  let net: ReturnType<typeof fakeFetch>;
  beforeEach(async () => {
    await signIn();
    vi.clearAllMocks();
    fb.token = 'fcm-token-1';
    FakeNotification.reset('default', 'granted');
    vi.stubGlobal('Notification', FakeNotification);
    net = fakeFetch(201);
    vi.stubGlobal('fetch', net.fetchFn);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // First, so that Firebase has not been loaded by an earlier test of this file.
  it('on denial logs a warning and does nothing else (Firebase not even loaded)', async () => {
    fakeRegistration();
    FakeNotification.reset('default', 'denied');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await enablePush()).toBe('denied');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(messaging.getMessaging).not.toHaveBeenCalled();
    expect(messaging.getToken).not.toHaveBeenCalled();
    expect(net.sent).toHaveLength(0);
    expect(await readPushToken()).toBeUndefined();
  });

  it("on grant registers the token from this app's worker as {registration_id, type:'web'}", async () => {
    const { registration } = fakeRegistration('activated');
    expect(await enablePush()).toBe('registered');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(messaging.getToken).toHaveBeenCalledWith(
      { kind: 'messaging' },
      { vapidKey: 'vapid-public-key', serviceWorkerRegistration: registration },
    );
    expect(net.sent).toEqual([
      {
        url: '/api/auth/register-device/',
        method: 'POST',
        auth: 'Token vendor-token',
        body: { registration_id: 'fcm-token-1', type: 'web' },
      },
    ]);
    const stored = await readPushToken();
    expect(stored?.token).toBe('fcm-token-1');
    expect(Date.now() - (stored?.registeredAt ?? 0)).toBeLessThan(5000);
  });

  it('waits for the worker to be active before asking for a token', async () => {
    const sw = fakeRegistration('activating');
    const done = enablePush();
    await new Promise((r) => setTimeout(r, 20));
    expect(messaging.getToken).not.toHaveBeenCalled();
    sw.activate();
    expect(await done).toBe('registered');
    expect(messaging.getToken).toHaveBeenCalledTimes(1);
  });

  it('a failed registration is only logged', async () => {
    fakeRegistration();
    net = fakeFetch(500);
    vi.stubGlobal('fetch', net.fetchFn);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await enablePush()).toBe('failed');
    expect(error).toHaveBeenCalledTimes(1);
    expect(await readPushToken()).toBeUndefined();
  });

  it('refreshes the token once it is 7 days old, and not before', async () => {
    fakeRegistration();
    FakeNotification.reset('granted');
    await savePushToken({ token: 'fcm-token-1', registeredAt: Date.now() - 6 * DAY });
    expect(await refreshStalePushToken()).toBe(false);
    expect(net.sent).toHaveLength(0);

    await savePushToken({ token: 'fcm-token-1', registeredAt: Date.now() - 7 * DAY - 1 });
    fb.token = 'fcm-token-2';
    expect(await refreshStalePushToken()).toBe(true);
    expect(net.sent.map((r) => [r.method, r.body])).toEqual([
      ['POST', { registration_id: 'fcm-token-2', type: 'web' }],
      ['DELETE', { registration_id: 'fcm-token-1' }],
    ]);
    const stored = await readPushToken();
    expect(stored?.token).toBe('fcm-token-2');
    expect(Date.now() - (stored?.registeredAt ?? 0)).toBeLessThan(5000);
  });

  it('a message while open shows a notification and refetches four parts of the mirror', async () => {
    FakeNotification.reset('granted');
    const stop = await listenForMessages();
    expect(fb.handler).toBeDefined();
    fb.handler?.({ notification: { title: 'New booking', body: 'Dana booked a test' } });
    expect(FakeNotification.shown).toEqual([
      { title: 'New booking', options: { body: 'Dana booked a test' } },
    ]);
    expect(refresh.mock.calls.map((c: unknown[]) => c[0]).sort()).toEqual([
      'bookings',
      'dashboard',
      'notifications',
      'unreadCount',
    ]);
    stop();
    expect(fb.handler).toBeUndefined();
  });

  it('a data-only message uses its data title and body', () => {
    FakeNotification.reset('granted');
    handleForegroundMessage({
      from: 'x',
      collapseKey: 'x',
      messageId: 'm',
      data: { title: 'Report ready', body: 'Booking 12' },
    });
    expect(FakeNotification.shown).toEqual([
      { title: 'Report ready', options: { body: 'Booking 12' } },
    ]);
  });

  it('sign-out drops the subscription and what is on screen, and removes the device at the server', async () => {
    const { dropped } = fakeRegistration();
    await savePushToken({ token: 'fcm-token-1', registeredAt: Date.now() });
    await unregisterPush('vendor-token');
    expect(dropped).toEqual({ unsubscribed: 1, closed: 1 });
    // Firebase's deleteToken would register its own second worker (firebase-js-sdk #8621).
    expect(messaging.deleteToken).not.toHaveBeenCalled();
    expect(net.sent).toEqual([
      {
        url: '/api/auth/register-device/',
        method: 'DELETE',
        auth: 'Token vendor-token',
        body: { registration_id: 'fcm-token-1' },
      },
    ]);
    expect(await readPushToken()).toBeUndefined();
  });

  it('sign-out without push on loads no Firebase and calls nothing', async () => {
    await unregisterPush('vendor-token');
    expect(messaging.getMessaging).not.toHaveBeenCalled();
    expect(net.sent).toHaveLength(0);
  });

  it('the menu offers "Enable push notifications" and then says push is on', async () => {
    await initTestI18n('en');
    fakeRegistration();
    const user = userEvent.setup();
    render(<PushSettings />);
    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));
    expect(await screen.findByText('Push notifications are on for this device')).toBeVisible();
    expect(net.sent).toHaveLength(1);
  });
});
