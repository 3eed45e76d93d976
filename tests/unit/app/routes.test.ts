import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes, type RouteHandle } from '../../../src/app/router';
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
