import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PlainButton } from '../../../components/plain/button';
import { PlainTextField } from '../../../components/plain/text-field';
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

/** E-mail and password, then "Sign in". Plain elements, like the code form. */
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
    <form noValidate className="ld-stack ld-stack--2" onSubmit={submit}>
      <RequestError error={login.state.error} />
      <PlainTextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={errors.email !== undefined}
        helperText={errors.email ? t(errors.email) : ' '}
        autoFocus={email === ''}
      />
      <PlainTextField
        label={t('fields.password')}
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password !== undefined}
        helperText={errors.password ? t(errors.password) : ' '}
        autoFocus={email !== ''}
        endAdornment={<PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} />}
      />
      <PlainButton type="submit" variant="contained" size="large" loading={login.state.loading}>
        {t('actions.signIn')}
      </PlainButton>
    </form>
  );
}
