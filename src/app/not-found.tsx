import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from '../lib/use-translation';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 420 }}>
        <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('notFound.description')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {t('notFound.home')}
        </Button>
      </Box>
    </Box>
  );
}
