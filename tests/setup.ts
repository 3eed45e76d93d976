import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount every
// rendered tree after each test, so no React work is left to run once jsdom is torn down.
afterEach(() => cleanup());
