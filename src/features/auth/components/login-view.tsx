import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLogin } from '../hooks/use-login';
import { OtpForm } from './otp-form';

/** /login: e-mail, one-time code, then the dashboard. */
export function LoginView() {
  const { t } = useTranslation('auth');
  const flow = useLogin();
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('login.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('login.subtitle')}
        </Typography>
      </Stack>
      <OtpForm flow={flow} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to="/signup" variant="body2" sx={{ py: 1.5 }}>
          {t('login.toSignup')}
        </Link>
        <Link component={RouterLink} to="/forgot_password" variant="body2" sx={{ py: 1.5 }}>
          {t('login.toForgot')}
        </Link>
      </Stack>
    </Stack>
  );
}
