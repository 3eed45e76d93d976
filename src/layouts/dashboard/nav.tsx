import { Box, useMediaQuery } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLatch } from '../../components/use-latch';
import { NAV_FIXED_MEDIA, NAV_WIDTH } from '../../config/constants';
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
      <Box data-testid="nav-fixed" sx={{ width: NAV_WIDTH, flexShrink: 0 }}>
        <Box
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            width: NAV_WIDTH,
            height: '100%',
            overflowY: 'auto',
            zIndex: 'drawer',
            borderRight: '1px dashed',
            borderColor: 'divider',
            bgcolor: 'background.default',
          }}
        >
          <NavContent />
        </Box>
      </Box>
    );
  }
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <NavDrawer open={mobileOpen} onClose={onMobileClose} />
    </Suspense>
  );
}
