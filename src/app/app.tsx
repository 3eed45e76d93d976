import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { createRouter } from './router';
import { StorageNotice } from './storage-notice';
import type { OpenResult } from '../db/open';

export function App({ storage }: { storage: OpenResult }) {
  const [router] = useState(createRouter);
  return (
    <Providers>
      <StorageNotice storage={storage} />
      <RouterProvider router={router} />
    </Providers>
  );
}
