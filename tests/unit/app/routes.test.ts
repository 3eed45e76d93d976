import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareOpenedScreen, routes, type RouteHandle } from '../../../src/app/router';
import { i18n } from '../../../src/lib/i18n';
import { ROUTES } from '../../../src/config/routes';
import { NAV_ITEMS } from '../../../src/layouts/dashboard/nav-config';

// vite-plugin-pwa's virtual module exists only in the app's build.
vi.mock('../../../src/app/update-prompt', () => ({ UpdatePrompt: () => null }));

function handles(path: string): RouteHandle[] {
  return (matchRoutes(routes, path) ?? []).map((m) => m.route.handle as RouteHandle);
}

describe('routes made from src/config/routes.ts', () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))(
    '%s has its title, namespaces and access',
    (path, route) => {
      const [layout, screen] = handles(path);
      expect(layout?.access).toBe(route.access);
      expect(screen?.titleKey).toBe(route.titleKey);
      expect(screen?.ns).toEqual(route.namespaces);
      expect(screen?.preload).toBeTypeOf('function');
    },
  );

  it('any other path is the not-found page', () => {
    expect(handles('/no/such/page').map((h) => h.titleKey)).toEqual(['notFound.title']);
  });

  it('the navigation lists SPEC 2’s entries in order, Settings without a route', () => {
    expect(NAV_ITEMS.map((item) => [item.titleKey, item.path])).toEqual([
      ['nav.dashboard', '/'],
      ['nav.calendar', '/calendar'],
      ['nav.reception', '/reception'],
      ['nav.team', '/team'],
      ['nav.offers', '/offers'],
      ['nav.services', '/services'],
      ['nav.client', '/client'],
      ['nav.settings', '#'],
      ['nav.help', '/help'],
    ]);
  });
});

describe('prepareOpenedScreen, before the session is read', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Spies on what the route's handles would load: their code and i18next's namespaces. */
  function watchLoads(path: string) {
    const preloads = handles(path).map((h) =>
      vi.spyOn(h as Required<RouteHandle>, 'preload').mockResolvedValue(undefined),
    );
    const words = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    return { preloads, words };
  }

  it("starts a vendor's screen: its layout's and its own code and words", async () => {
    const route = ROUTES.find((r) => r.path === '/bookings');
    const { preloads, words } = watchLoads('/bookings');
    await prepareOpenedScreen('/bookings');
    expect(preloads.map((p) => p.mock.calls.length)).toEqual([1, 1]);
    expect(words).toHaveBeenCalledOnce();
    expect(words.mock.calls[0]?.[0]).toEqual(
      expect.arrayContaining(['common', ...(route?.namespaces ?? [])]),
    );
  });

  /** The layout's code held until `release`; the screen's resolves at once. */
  function holdLayout() {
    const [layout, screen] = handles('/bookings').map((h) =>
      vi.spyOn(h as Required<RouteHandle>, 'preload'),
    );
    let release = () => {};
    layout?.mockReturnValue(
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    screen?.mockResolvedValue(undefined);
    vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    return { screen, release: () => release() };
  }

  it('on a first load, asks for the screen once the layout is evaluated, a task later', async () => {
    const { screen, release } = holdLayout();
    const prepared = prepareOpenedScreen('/bookings');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen).not.toHaveBeenCalled();
    release();
    // Its microtasks run, the task does not end: the screen's code is not asked for yet.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(screen).not.toHaveBeenCalled();
    await prepared;
    expect(screen).toHaveBeenCalledOnce();
  });

  it('under a service worker, asks for the layout and the screen at once', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    try {
      const { screen, release } = holdLayout();
      const prepared = prepareOpenedScreen('/bookings');
      expect(screen).toHaveBeenCalledOnce();
      release();
      await prepared;
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it("loads nothing of a vendor's for the sign-in form or an unknown path", async () => {
    for (const path of ['/login', '/no/such/page']) {
      const { preloads, words } = watchLoads(path);
      await prepareOpenedScreen(path);
      expect(preloads.every((p) => p.mock.calls.length === 0)).toBe(true);
      expect(words).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    }
  });
});
