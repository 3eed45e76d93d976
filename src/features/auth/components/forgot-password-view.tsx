import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { forgotPassword } from '../api/auth-api';
import { useRequest } from '../hooks/use-request';
import { validateEmail } from '../lib/validate';
import { RequestError } from './request-error';

/** /forgot_password: asks for a reset code, then goes on to /set_password. */
export function ForgotPasswordView() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const request = useRequest(async (address: string) => {
    await forgotPassword(address);
    await navigate(`/set_password?email=${encodeURIComponent(address)}`);
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateEmail(email);
    setFieldError(problem);
    if (!problem) void request.run(email.trim());
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('forgot.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('forgot.subtitle')}
        </Typography>
      </Stack>
      <RequestError error={request.error} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError !== undefined}
        helperText={fieldError ? t(fieldError) : ' '}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" loading={request.loading}>
        {t('forgot.submit')}
      </Button>
      <Link component={RouterLink} to="/login" variant="body2" sx={{ py: 1.5 }}>
        {t('signup.toLogin')}
      </Link>
    </Stack>
  );
}
