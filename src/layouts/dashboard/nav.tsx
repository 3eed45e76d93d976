import { useMediaQuery } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLatch } from '../../components/use-latch';
import { NAV_FIXED_MEDIA } from '../../config/constants';
import { NavContent } from './nav-content';

// The drawer brings MUI's modal code: loaded the first time a small screen opens it.
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));

interface NavProps {
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** SPEC 2: fixed from the large breakpoint; below it a temporary drawer that closes on navigation. */
export function Nav({ mobileOpen, onMobileClose }: NavProps) {
  // Read at once (noSsr): a desktop's first render has the fixed navigation, not a drawer first.
  const desktop = useMediaQuery(NAV_FIXED_MEDIA, { noSsr: true });
  const { pathname } = useLocation();
  const opened = useLatch(mobileOpen);

  useEffect(() => {
    onMobileClose();
    // Close whenever the path changes, and only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  if (desktop) {
    return (
      <div data-testid="nav-fixed" className="ld-nav-fixed">
        <div className="ld-nav-fixed__panel">
          <NavContent />
        </div>
      </div>
    );
  }
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <NavDrawer open={mobileOpen} onClose={onMobileClose} />
    </Suspense>
  );
}
