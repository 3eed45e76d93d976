import { BrowserRouter } from 'react-router-dom';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { StorageNotice } from './storage-notice';

export function App() {
  return (
    <Providers>
      <StorageNotice />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
