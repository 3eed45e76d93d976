import { Box, Button, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ScreenError() {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('screenError.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
        {t('screenError.description')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ minHeight: 44 }}>
        {t('screenError.reload')}
      </Button>
    </Box>
  );
}

interface Props {
  children: ReactNode;
}

/**
 * A screen whose code cannot load (a lost connection before the worker cached it, a chunk gone
 * after a new version) or that throws says so and offers a reload, instead of leaving a blank
 * page. Give it the path as `key`, so that going elsewhere tries again.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}
