import './theme/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSessionRead } from './features/auth/state/session-store';
import { initI18n } from './lib/i18n';

// No await on storage here: the guards read the session with a plain IndexedDB peek, and Dexie
// (with the data layer) loads only once a vendor is signed in.
void initI18n();
startSessionRead();
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.VITE_BENCH === '1') void import('./bench-hooks');
