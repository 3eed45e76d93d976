import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { PlainButton } from '../../../components/plain/button';
import { useLogin } from '../hooks/use-login';
import { usePasswordLogin } from '../hooks/use-password-login';
import { OtpForm } from './otp-form';
import { PasswordLoginForm } from './password-login-form';

/**
 * /login: e-mail and a one-time code, or, as the second way in, e-mail and password; then the
 * dashboard. The e-mail typed in one form is kept when switching to the other. Drawn in plain
 * elements (src/components/plain): a guest's first load brings no MUI.
 */
export function LoginView() {
  const { t } = useTranslation('auth');
  const flow = useLogin();
  const password = usePasswordLogin();
  const [withPassword, setWithPassword] = useState(false);
  const [email, setEmail] = useState('');
  return (
    <div className="ld-stack ld-stack--3">
      <div className="ld-stack">
        <h1 className="ld-h4">{t('login.title')}</h1>
        <p className="ld-body2 ld-secondary">
          {withPassword ? t('login.passwordSubtitle') : t('login.subtitle')}
        </p>
      </div>
      {withPassword ? (
        <PasswordLoginForm login={password} email={email} onEmailChange={setEmail} />
      ) : (
        <OtpForm flow={flow} initialEmail={email} onEmailChange={setEmail} />
      )}
      <PlainButton
        variant="outlined"
        size="large"
        onClick={() => setWithPassword((on) => !on)}
        disabled={flow.state.loading || password.state.loading}
      >
        {withPassword ? t('login.withCode') : t('login.withPassword')}
      </PlainButton>
      <div className="ld-row">
        <Link to="/signup" className="ld-link">
          {t('login.toSignup')}
        </Link>
        <Link to="/forgot_password" className="ld-link">
          {t('login.toForgot')}
        </Link>
      </div>
    </div>
  );
}
