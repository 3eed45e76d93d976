import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { Suspense, useMemo, type ReactNode } from 'react';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_MAX } from '../config/constants';
import { LoadingState } from '../components/loading-state';
import { createTheme } from '../theme/create-theme';

export function Providers({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createTheme(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider maxSnack={SNACKBAR_MAX} autoHideDuration={SNACKBAR_AUTO_HIDE_MS}>
        <Suspense fallback={<LoadingState sx={{ minHeight: '100vh', alignItems: 'center' }} />}>
          {children}
        </Suspense>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
