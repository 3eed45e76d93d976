import { Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLogin } from '../hooks/use-login';
import { usePasswordLogin } from '../hooks/use-password-login';
import { OtpForm } from './otp-form';
import { PasswordLoginForm } from './password-login-form';

/**
 * /login: e-mail and a one-time code, or, as the second way in, e-mail and password; then the
 * dashboard. The e-mail typed in one form is kept when switching to the other.
 */
export function LoginView() {
  const { t } = useTranslation('auth');
  const flow = useLogin();
  const password = usePasswordLogin();
  const [withPassword, setWithPassword] = useState(false);
  const [email, setEmail] = useState('');
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('login.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {withPassword ? t('login.passwordSubtitle') : t('login.subtitle')}
        </Typography>
      </Stack>
      {withPassword ? (
        <PasswordLoginForm login={password} email={email} onEmailChange={setEmail} />
      ) : (
        <OtpForm flow={flow} initialEmail={email} onEmailChange={setEmail} />
      )}
      <Button
        variant="outlined"
        size="large"
        onClick={() => setWithPassword((on) => !on)}
        disabled={flow.state.loading || password.state.loading}
      >
        {withPassword ? t('login.withCode') : t('login.withPassword')}
      </Button>
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
