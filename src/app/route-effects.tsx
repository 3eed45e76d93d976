import { useEffect, useRef } from 'react';
import { useTranslation } from '../lib/use-translation';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';

interface RouteHandle {
  titleKey?: string;
}

/** How long a new screen's heading is waited for (its code and data may still be loading). */
const HEADING_WAIT_MS = 5000;

/**
 * After a move to another screen, the focus goes to its heading (tabindex -1), once it is drawn,
 * so a screen reader reads where the person is and Tab goes on from the top of the screen. Not
 * if the person has moved on meanwhile: the focus is then neither on the page's body, nor where
 * the move came from (a link, a button), nor in the header or the navigation.
 */
function focusHeadingOnceShown(): () => void {
  const from = document.activeElement;
  const until = performance.now() + HEADING_WAIT_MS;
  let frame = 0;
  const tick = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) {
      if (performance.now() < until) frame = requestAnimationFrame(tick);
      return;
    }
    const now = document.activeElement;
    const untouched =
      !now || now === document.body || now === from || now.closest('header, nav') !== null;
    if (!untouched || heading.contains(now)) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/**
 * SPEC 2: every route change scrolls to the top and moves the focus to the new screen's heading;
 * the document title follows the screen.
 */
export function RouteEffects({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const titleKey = [...(matchRoutes(routes, pathname) ?? [])]
    .reverse()
    .map((m) => (m.route.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    window.scrollTo(0, 0);
    // The first screen of a load keeps the browser's own start (the top of the document).
    const moved = shown.current !== null && shown.current !== pathname;
    shown.current = pathname;
    return moved ? focusHeadingOnceShown() : undefined;
  }, [pathname]);

  useEffect(() => {
    const app = t('app.name');
    document.title = titleKey ? `${t(titleKey)} · ${app}` : app;
  }, [titleKey, t]);

  return null;
}
