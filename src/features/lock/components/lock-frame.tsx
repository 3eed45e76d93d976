import { Box, Paper } from '@mui/material';
import type { ReactNode } from 'react';

/** A phone held sideways: the words beside the pad rather than above it. */
const SIDEWAYS = '@media (orientation: landscape) and (max-height: 520px)';
/** A short screen: the icon goes, so the pad fits below the words. */
export const SHORT = '@media (max-height: 700px)';

/** The lock screen's card, alone on the page: a PIN pad, or (`wide`) the list of people. */
export function LockFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 1, sm: 2 },
        bgcolor: 'background.default',
      }}
    >
      <Paper
        sx={{
          width: 1,
          maxWidth: wide ? 560 : 400,
          p: { xs: 2.5, sm: 4 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 3,
          [SHORT]: { gap: 2 },
          [SIDEWAYS]: { maxWidth: 640, flexDirection: 'row', p: 2 },
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}
