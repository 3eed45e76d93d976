import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clickTarget,
  handleBackgroundMessage,
  installPush,
  openFromNotification,
  showBackgroundMessage,
  type PushScope,
} from '../../../sw/push';

vi.mock('firebase/app', () => ({ initializeApp: vi.fn(() => ({})) }));
vi.mock('firebase/messaging/sw', () => ({
  getMessaging: vi.fn(() => ({})),
  onBackgroundMessage: vi.fn(),
}));

const ORIGIN = 'https://lab.example';

function fakeWorker(windows: { url: string }[] = [], focusAllowed = true) {
  const shown: { title: string; options: NotificationOptions | undefined; closed?: boolean }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const navigated: string[] = [];
  const listeners: ((event: never) => void)[] = [];
  const clients = windows.map((w) => {
    const client = {
      url: w.url,
      focus: async () => {
        if (!focusAllowed) throw new DOMException('Not allowed to focus a window.');
        focused.push(client.url);
        return client;
      },
      navigate: async (url: string) => {
        navigated.push(url);
        return client;
      },
    };
    return client;
  });
  const scope: PushScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
      getNotifications: async () =>
        shown
          .filter((n) => !n.closed)
          .map((n) => ({ data: n.options?.data, close: () => void (n.closed = true) })),
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url) => {
        opened.push(url);
        return null;
      },
    },
    addEventListener: (_type, listener) => listeners.push(listener as (event: never) => void),
  };
  return { scope, shown, opened, focused, navigated, listeners };
}

describe('push in the service worker', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows a data-only background message', async () => {
    const w = fakeWorker();
    await showBackgroundMessage(w.scope, {
      from: 'x',
      collapseKey: 'x',
      messageId: '1',
      data: { title: 'New booking', body: 'Dana, tomorrow 9:00', link: '/calendar' },
    });
    expect(w.shown).toEqual([
      {
        title: 'New booking',
        options: expect.objectContaining({
          body: 'Dana, tomorrow 9:00',
          data: { link: '/calendar' },
        }),
      },
    ]);
  });

  it('leaves a message with a notification payload to the SDK (no duplicate)', async () => {
    const w = fakeWorker();
    await showBackgroundMessage(w.scope, {
      from: 'x',
      collapseKey: 'x',
      messageId: '2',
      notification: { title: 'New booking', body: 'shown by Firebase' },
      data: { title: 'New booking' },
    });
    expect(w.shown).toEqual([]);
  });

  it('shows nothing once the vendor has signed out, and closes what Firebase showed', async () => {
    const w = fakeWorker();
    const signedOut = async () => false;
    const fcm = { FCM_MSG: { fcmMessageId: '4', notification: { title: 'Old lab' } } };
    await w.scope.registration.showNotification('Old lab', { data: fcm });
    await w.scope.registration.showNotification('Kept', { data: { link: '/' } });
    await handleBackgroundMessage(
      w.scope,
      { from: 'x', collapseKey: 'x', messageId: '3', data: { title: 'New booking' } },
      signedOut,
    );
    await handleBackgroundMessage(
      w.scope,
      { from: 'x', collapseKey: 'x', messageId: '4', notification: { title: 'Old lab' } },
      signedOut,
    );
    expect(w.shown.map((n) => [n.title, Boolean(n.closed)])).toEqual([
      ['Old lab', true],
      ['Kept', false],
    ]);
  });

  it('shows a data-only message while a vendor is signed in', async () => {
    const w = fakeWorker();
    await handleBackgroundMessage(
      w.scope,
      { from: 'x', collapseKey: 'x', messageId: '5', data: { title: 'New booking' } },
      async () => true,
    );
    expect(w.shown.map((n) => n.title)).toEqual(['New booking']);
  });

  it('a click focuses an open window and moves it to the linked screen', async () => {
    const w = fakeWorker([{ url: `${ORIGIN}/` }]);
    await openFromNotification(w.scope, { link: '/calendar' });
    expect(w.focused).toEqual([`${ORIGIN}/`]);
    expect(w.navigated).toEqual([`${ORIGIN}/calendar`]);
    expect(w.opened).toEqual([]);
  });

  it('a click the browser will not let focus a window still moves the window to the screen', async () => {
    const w = fakeWorker([{ url: `${ORIGIN}/` }], false);
    await openFromNotification(w.scope, { link: '/calendar' });
    expect(w.focused).toEqual([]);
    expect(w.navigated).toEqual([`${ORIGIN}/calendar`]);
  });

  it('a click with no window open opens the app at the link, or at / for foreign links', async () => {
    const w = fakeWorker();
    await openFromNotification(w.scope, { link: '/offers' });
    await openFromNotification(w.scope, { link: 'https://evil.example/x' });
    await openFromNotification(w.scope, { FCM_MSG: { fcmOptions: { link: '/team' } } });
    await openFromNotification(w.scope, undefined);
    expect(w.opened).toEqual([`${ORIGIN}/offers`, `${ORIGIN}/`, `${ORIGIN}/team`, `${ORIGIN}/`]);
    expect(clickTarget({}, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('without Firebase settings it handles clicks and starts no Firebase', async () => {
    const firebase = await import('firebase/messaging/sw');
    const w = fakeWorker();
    installPush(w.scope);
    expect(w.listeners).toHaveLength(1);
    expect(firebase.getMessaging).not.toHaveBeenCalled();
  });
});
