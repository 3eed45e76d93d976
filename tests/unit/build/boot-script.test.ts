import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootData } from '../../../build/page/page-data';

/** What build/route-preload.ts writes for a dashboard at `/` with two files and two namespaces. */
const DATA: BootData = {
  files: ['/assets/dashboard.js', '/assets/mui.js'],
  routes: [{ test: '^/$', files: [0, 1], namespaces: ['common', 'bookings'] }],
  entry: ['/assets/runtime.js', '/assets/app.js'],
};

/** Runs the boot script as the page would, with or without a service worker in control. */
async function boot(controlled: boolean): Promise<HTMLElement[]> {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controlled ? {} : null },
  });
  vi.stubGlobal('PAGE_DATA', DATA);
  vi.resetModules();
  await import('../../../build/page/boot');
  return [...document.head.querySelectorAll<HTMLElement>('link, script')];
}

const describeEl = (el: HTMLElement) =>
  el instanceof HTMLLinkElement
    ? `${el.rel} ${el.getAttribute('href')}`
    : `script ${el.getAttribute('src')}`;

describe('the boot script (build/page/boot.ts)', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('on a first load starts the entry, then preloads the route’s chunks and its words in the detected language, a link a task', async () => {
    vi.useFakeTimers();
    try {
      // The entry at once, and the first link in the same task.
      expect((await boot(false)).map(describeEl)).toEqual([
        'script /assets/runtime.js',
        'script /assets/app.js',
        'modulepreload /assets/dashboard.js',
      ]);
      vi.advanceTimersToNextTimer();
      expect(document.head.querySelectorAll('link')).toHaveLength(2);
      vi.runAllTimers();
      expect(
        [...document.head.querySelectorAll<HTMLElement>('link, script')].map(describeEl),
      ).toEqual([
        'script /assets/runtime.js',
        'script /assets/app.js',
        'modulepreload /assets/dashboard.js',
        'modulepreload /assets/mui.js',
        'preload /locales/en/common.json',
        'preload /locales/en/bookings.json',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('preloads the words of the language the app will speak (SPEC 1), not its fallback', async () => {
    vi.useFakeTimers();
    localStorage.setItem('i18nextLng', 'de-AT');
    try {
      await boot(false);
      vi.runAllTimers();
      const words = [...document.head.querySelectorAll('link[href^="/locales/"]')].map((l) =>
        l.getAttribute('href'),
      );
      expect(words).toEqual(['/locales/de/common.json', '/locales/de/bookings.json']);
    } finally {
      localStorage.clear();
      vi.useRealTimers();
    }
  });

  it('with a service worker in control (everything in its cache) only starts the entry', async () => {
    expect((await boot(true)).map(describeEl)).toEqual([
      'script /assets/runtime.js',
      'script /assets/app.js',
    ]);
  });
});
