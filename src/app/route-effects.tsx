import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';

interface RouteHandle {
  titleKey?: string;
}

/** SPEC 2: every route change scrolls to the top; the document title follows the screen. */
export function RouteEffects() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { t } = useTranslation();
  const titleKey = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.titleKey)
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
