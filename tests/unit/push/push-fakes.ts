import { vi } from 'vitest';

/** A stand-in for the browser's Notification: records what was shown and the permission asked. */
export class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static shown: { title: string; options: NotificationOptions | undefined }[] = [];
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = FakeNotification.answer;
    return FakeNotification.answer;
  });
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
  static reset(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
    FakeNotification.permission = permission;
    FakeNotification.answer = answer;
    FakeNotification.shown = [];
    FakeNotification.requestPermission.mockClear();
  }
}

/**
 * This app's worker registration, active at once or after a `statechange`, with a push
 * subscription and one notification on screen (both record being dropped).
 */
export function fakeRegistration(state: ServiceWorkerState = 'activated') {
  const worker = new EventTarget() as EventTarget & { state: ServiceWorkerState };
  worker.state = state;
  const dropped = { unsubscribed: 0, closed: 0 };
  const subscription = { unsubscribe: async () => Boolean((dropped.unsubscribed += 1)) };
  const shown = { close: () => void (dropped.closed += 1) };
  const registration = {
    active: worker,
    scope: '/',
    pushManager: { getSubscription: async () => subscription },
    getNotifications: async () => [shown],
  } as unknown as ServiceWorkerRegistration;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return {
    registration,
    dropped,
    activate() {
      worker.state = 'activated';
      worker.dispatchEvent(new Event('statechange'));
    },
  };
}

export interface SentRequest {
  url: string;
  method: string;
  auth: string | null;
  body: unknown;
}

/** A fetch that records every call and answers with the given status. */
export function fakeFetch(status = 201) {
  const sent: SentRequest[] = [];
  const fetchFn = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    sent.push({
      url,
      method: init.method ?? 'GET',
      auth: headers.get('Authorization'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const answer = status < 400 ? { message: 'ok', data: {} } : { message: 'Server broke.' };
    return new Response(JSON.stringify(answer), { status });
  });
  return { sent, fetchFn };
}
