import { Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PlainLoading } from '../components/plain/spinner';
import { SnackbarHost } from '../components/snackbar';
import { AppRoutes } from './router';
import { StorageNotice } from './storage-notice';

/**
 * Everything around the router: the build's pre-render (src/prerender) uses it too. No MUI here:
 * the screens drawn with it bring its theme along (THEME_FRAME in src/config/route-frames.ts).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <StorageNotice />
      <Suspense fallback={<PlainLoading page />}>{children}</Suspense>
      <SnackbarHost />
    </>
  );
}

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
