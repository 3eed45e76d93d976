import { Box, Card } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '../../components/loading-state';
import { LanguagePopover } from '../components/language-popover';
import { Logo } from '../components/logo';

/** The public screens: a centred card on the light grey background. */
export function AuthLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        bgcolor: 'background.default',
        px: 2,
      }}
    >
      <Box
        component="header"
        sx={{ width: 1, maxWidth: 480, display: 'flex', alignItems: 'center', py: 2 }}
      >
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        <LanguagePopover />
      </Box>
      <Card component="main" sx={{ width: 1, maxWidth: 480, p: { xs: 3, sm: 5 }, mb: 4 }}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </Card>
    </Box>
  );
}
