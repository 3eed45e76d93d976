import { Box } from '@mui/material';
import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { HEADER_OFFSET } from '../../config/constants';
import { LoadingState } from '../../components/loading-state';
import { ScreenErrorBoundary } from '../../components/screen-error-boundary';
import { SessionExpiredDialog } from '../../features/auth/components/session-expired-dialog';
import { OfflineBanner } from '../components/offline-banner';
import { DeviceLock } from './device-lock';
import { Header } from './header';
import { Nav } from './nav';
import { RightGate } from './right-gate';
import { SkipLink } from './skip-link';

/** SPEC 2 main layout, behind the device lock: locked, none of it is rendered. */
export function DashboardLayout() {
  return (
    <DeviceLock>
      <DashboardShell />
    </DeviceLock>
  );
}

/** Side navigation, top bar, content. */
function DashboardShell() {
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const { pathname } = useLocation();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink target="main" />
      <Nav mobileOpen={navOpen} onMobileClose={closeNav} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header onOpenNav={() => setNavOpen(true)} />
        <Box data-snapshot="drop" sx={{ display: 'contents' }}>
          <OfflineBanner />
        </Box>
        <Box
          component="main"
          id="main"
          // Focusable by the skip link, never by Tab.
          tabIndex={-1}
          sx={{ flexGrow: 1, px: { xs: 2, sm: 3, lg: 5 }, pt: 1, pb: `${HEADER_OFFSET}px` }}
        >
          <Suspense fallback={<LoadingState />}>
            {/* A screen that fails keeps the header and the navigation around its message. */}
            <ScreenErrorBoundary key={pathname}>
              <RightGate>
                <Outlet />
              </RightGate>
            </ScreenErrorBoundary>
          </Suspense>
        </Box>
      </Box>
      <SessionExpiredDialog />
    </Box>
  );
}
