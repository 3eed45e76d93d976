import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PlainButton } from '../../../components/plain/button';
import { PlainTextField } from '../../../components/plain/text-field';
import { isEmail, isOtp } from '../../../lib/validation';
import { OTP_LENGTH } from '../../../config/constants';
import type { OtpFlow } from '../hooks/use-otp-flow';
import { RequestError } from './request-error';

interface OtpFormProps {
  flow: OtpFlow;
  /** The session-expired dialog signs the same vendor in again: the e-mail is fixed. */
  fixedEmail?: string;
  submitLabel?: string;
  /** The e-mail to start with when the flow has none yet (the login view's other form's). */
  initialEmail?: string;
  /** Hears what is typed as the e-mail, so the login view can carry it to its password form. */
  onEmailChange?: (email: string) => void;
}

/**
 * E-mail and "Send code", then "Code" and "Sign in", with resend and change of e-mail. Plain
 * elements (src/components/plain): the sign-in screen loads no MUI.
 */
export function OtpForm({
  flow,
  fixedEmail,
  submitLabel,
  initialEmail = '',
  onEmailChange,
}: OtpFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(fixedEmail ?? (flow.email || initialEmail));
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { state } = flow;
  const emailInput = useRef<HTMLInputElement>(null);

  // On the pre-rendered sign-in form (build/prerender-sign-in.ts) a vendor may type before the
  // scripts have loaded. React keeps what the input shows when it hydrates, but not in its state:
  // take it, before the submit button is enabled (AppRoutes, in a later effect).
  useLayoutEffect(() => {
    const typed = emailInput.current?.value;
    if (!typed) return;
    setEmail(typed);
    onEmailChange?.(typed);
  }, [onEmailChange]);

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() === '') return setFieldError(t('validation.emailRequired'));
    if (!isEmail(email)) return setFieldError(t('validation.emailInvalid'));
    setFieldError(null);
    void flow.send(email);
  };

  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    if (!isOtp(code)) return setFieldError(t('validation.codeInvalid'));
    setFieldError(null);
    void flow.verify(code);
  };

  const error = <RequestError error={state.error} />;

  if (!state.isSentOTP) {
    return (
      <form noValidate className="ld-stack ld-stack--2" onSubmit={onSend}>
        {error}
        <PlainTextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            onEmailChange?.(e.target.value);
          }}
          inputRef={emailInput}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
          disabled={fixedEmail !== undefined}
          autoFocus={fixedEmail === undefined}
        />
        <PlainButton type="submit" variant="contained" size="large" loading={state.loading}>
          {t('actions.sendCode')}
        </PlainButton>
      </form>
    );
  }

  return (
    <form noValidate className="ld-stack ld-stack--2" onSubmit={onVerify}>
      {error}
      <p className="ld-body2 ld-secondary">{t('login.codeSent', { email: flow.email })}</p>
      <PlainTextField
        label={t('fields.code')}
        value={code}
        // A code pasted from the e-mail as it is written there ("246 810", "246-810") is taken:
        // no maxLength, which would cut it before its spaces are gone (WCAG 3.3.8).
        onChange={(e) => setCode(e.target.value.replace(/[\s-]/g, '').slice(0, OTP_LENGTH))}
        autoComplete="one-time-code"
        error={fieldError !== null}
        helperText={fieldError ?? ' '}
        inputMode="numeric"
        autoFocus
      />
      <PlainButton type="submit" variant="contained" size="large" loading={state.loading}>
        {submitLabel ?? t('actions.signIn')}
      </PlainButton>
      <div className="ld-row">
        <PlainButton
          onClick={() => void flow.resend()}
          disabled={flow.resendIn > 0 || state.loading}
        >
          {flow.resendIn > 0
            ? t('actions.resendIn', { seconds: flow.resendIn })
            : t('actions.resend')}
        </PlainButton>
        {fixedEmail === undefined && (
          <button
            type="button"
            className="ld-link"
            onClick={() => {
              setCode('');
              setFieldError(null);
              flow.changeEmail();
            }}
          >
            {t('actions.changeEmail')}
          </button>
        )}
      </div>
    </form>
  );
}
