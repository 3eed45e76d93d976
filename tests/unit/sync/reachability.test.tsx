import { act, cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/sync.json';
import { OfflineBanner } from '../../../src/layouts/components/offline-banner';
import { apiRequest } from '../../../src/lib/http';
import { serverReachable } from '../../../src/lib/reachability';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { sync: en } },
    ns: ['sync'],
    defaultNS: 'sync',
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  serverReachable.set(true);
});

const failNetwork = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
const answer = (status: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { status }))),
  );

describe('the offline banner when the browser says it is online', () => {
  it('shows once a request gets no answer, and goes once the server answers again', async () => {
    expect(navigator.onLine).toBe(true);
    render(<OfflineBanner />);
    // The live region is there, empty, before anything is said in it.
    expect(screen.getByRole('status')).toHaveTextContent('');

    failNetwork();
    await act(() => apiRequest('/common/roles').catch(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent(/You are offline/);

    // An error status is still an answer: the way to the server is back.
    answer(503);
    await act(() => apiRequest('/common/roles').catch(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does not count a request the app itself aborted as the server gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    const controller = new AbortController();
    controller.abort();
    await apiRequest('/common/roles', { signal: controller.signal }).catch(() => undefined);
    expect(serverReachable.get()).toBe(true);
  });
});
