import { Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input';
import type { PasswordLogin } from '../hooks/use-password-login';
import { validateEmail } from '../lib/validate';
import { PasswordToggle } from './password-toggle';
import { RequestError } from './request-error';

interface PasswordLoginFormProps {
  login: PasswordLogin;
  /** What was typed in the code form, so switching does not lose it. */
  email: string;
  onEmailChange: (email: string) => void;
}

/**
 * E-mail and password, then "Sign in". Built on TextInput like the code form, so that the
 * sign-in screen does not load TextField's select mode for it.
 */
export function PasswordLoginForm({ login, email, onEmailChange }: PasswordLoginFormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      email: validateEmail(email),
      password: password === '' ? 'validation.passwordLoginRequired' : undefined,
    };
    setErrors(next);
    if (!next.email && !next.password) void login.signIn(email.trim(), password);
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <RequestError error={login.state.error} />
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={errors.email !== undefined}
        helperText={errors.email ? t(errors.email) : ' '}
        fullWidth
        autoFocus={email === ''}
      />
      <TextInput
        label={t('fields.password')}
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password !== undefined}
        helperText={errors.password ? t(errors.password) : ' '}
        fullWidth
        autoFocus={email !== ''}
        endAdornment={<PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} />}
      />
      <Button type="submit" variant="contained" size="large" loading={login.state.loading}>
        {t('actions.signIn')}
      </Button>
    </Stack>
  );
}
