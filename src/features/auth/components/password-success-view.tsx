import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router-dom';

/** /pass_success: the new password is set; sign in. */
export function PasswordSuccessView() {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1">
        {t('passSuccess.title')}
      </Typography>
      <Typography color="textSecondary">{t('passSuccess.body')}</Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        {t('login.title')}
      </Button>
    </Stack>
  );
}
