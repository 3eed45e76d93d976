import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { closeSnackbar } from '../../../components/snackbar';

/** React Router numbers its history entries in their state. */
function historyIndex(): unknown {
  return (window.history.state as { idx?: unknown } | null)?.idx;
}

/**
 * For the lock screen: nothing of the vendor's shows outside it either. The document title is
 * neutral (whatever else sets it meanwhile, e.g. a language change), snackbars close, and the
 * address loses its query (a search can hold a client's name). Title and address come back after.
 * The title changes in the same commit as the lock screen (a layout effect), not a task later.
 */
export function useNeutralPage(title: string): void {
  useLayoutEffect(() => {
    closeSnackbar();
    let wanted = document.title;
    document.title = title;
    const element = document.querySelector('title');
    const observer = new MutationObserver(() => {
      if (document.title === title) return;
      wanted = document.title;
      document.title = title;
    });
    if (element) observer.observe(element, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = wanted;
    };
  }, [title]);

  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!search && !hash) return undefined;
    const entry = historyIndex();
    window.history.replaceState(window.history.state, '', pathname);
    return () => {
      // The router was not told, so it still holds the full address: put it back, unless the
      // vendor went back or forward meanwhile (another entry).
      if (historyIndex() === entry) {
        window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
      }
    };
  }, [pathname, search, hash]);
}
