import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { createTheme } from './create-theme';

const theme = createTheme();

/** The theme alone, for what MUI draws beside the routes (messages, notices, menus). */
export function WithTheme({ children }: { children?: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * MUI's theme and baseline around what MUI draws. A chunk of its own (src/config/route-frames.ts
 * THEME_FRAME), so that the sign-in screen, drawn in plain elements, loads no MUI.
 */
export function ThemeFrame({ children }: { children?: ReactNode }) {
  return (
    <WithTheme>
      <CssBaseline />
      {children}
    </WithTheme>
  );
}
