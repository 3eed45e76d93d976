import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
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

/** Side navigation, top bar, content (plain.css's `.ld-shell`). */
function DashboardShell() {
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const openNav = useCallback(() => setNavOpen(true), []);
  const { pathname } = useLocation();

  return (
    <div className="ld-shell">
      <SkipLink target="main" />
      <Nav mobileOpen={navOpen} onMobileClose={closeNav} />
      <div className="ld-shell__column">
        <Header onOpenNav={openNav} />
        <div data-snapshot="drop" className="ld-contents">
          <OfflineBanner />
        </div>
        {/* Focusable by the skip link, never by Tab. */}
        <main id="main" tabIndex={-1} className="ld-shell__main">
          <Suspense fallback={<LoadingState />}>
            {/* A screen that fails keeps the header and the navigation around its message. */}
            <ScreenErrorBoundary key={pathname}>
              <RightGate>
                <Outlet />
              </RightGate>
            </ScreenErrorBoundary>
          </Suspense>
        </main>
      </div>
      <SessionExpiredDialog />
    </div>
  );
}
