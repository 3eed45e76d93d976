import './theme/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { openDb } from './db/open';
import { initI18n } from './lib/i18n';
import { startSyncWhenSignedIn } from './sync/boot';

async function start(): Promise<void> {
  void initI18n();
  const storage = await openDb();
  if (storage.ok) startSyncWhenSignedIn();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root');
  createRoot(root).render(
    <StrictMode>
      <App storage={storage} />
    </StrictMode>,
  );
}

void start();

if (import.meta.env.VITE_BENCH === '1') void import('./bench-hooks');
