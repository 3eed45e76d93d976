import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { StorageNotice } from './storage-notice';

/** Everything around the router: the build's pre-render (src/prerender) uses it too. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <StorageNotice />
      {children}
    </Providers>
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
