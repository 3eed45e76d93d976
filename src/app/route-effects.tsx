import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';

interface RouteHandle {
  titleKey?: string;
}

/** SPEC 2: every route change scrolls to the top; the document title follows the screen. */
export function RouteEffects({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const titleKey = [...(matchRoutes(routes, pathname) ?? [])]
    .reverse()
    .map((m) => (m.route.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const app = t('app.name');
    document.title = titleKey ? `${t(titleKey)} · ${app}` : app;
  }, [titleKey, t]);

  return null;
}
