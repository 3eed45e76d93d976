import { CssBaseline, ThemeProvider } from '@mui/material';
import { Suspense, useMemo, type ReactNode } from 'react';
import { LoadingState } from '../components/loading-state';
import { SnackbarHost } from '../components/snackbar';
import { createTheme } from '../theme/create-theme';

export function Providers({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createTheme(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={<LoadingState sx={{ minHeight: '100vh', alignItems: 'center' }} />}>
        {children}
      </Suspense>
      <SnackbarHost />
    </ThemeProvider>
  );
}
