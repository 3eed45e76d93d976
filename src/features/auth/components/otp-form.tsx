import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input';
import { isEmail, isOtp } from '../../../lib/validation';
import type { OtpFlow } from '../hooks/use-otp-flow';

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

/** E-mail and "Send code", then "Code" and "Sign in", with resend and change of e-mail. */
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

  const error = state.error && (
    <Alert severity="error" role="alert">
      {state.error}
    </Alert>
  );

  if (!state.isSentOTP) {
    return (
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSend}>
        {error}
        <TextInput
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
          fullWidth
          autoFocus={fixedEmail === undefined}
        />
        <Button type="submit" variant="contained" size="large" loading={state.loading}>
          {t('actions.sendCode')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onVerify}>
      {error}
      <Typography variant="body2" color="text.secondary">
        {t('login.codeSent', { email: flow.email })}
      </Typography>
      <TextInput
        label={t('fields.code')}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
        autoComplete="one-time-code"
        error={fieldError !== null}
        helperText={fieldError ?? ' '}
        inputProps={{ inputMode: 'numeric', maxLength: 6 }}
        fullWidth
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={state.loading}>
        {submitLabel ?? t('actions.signIn')}
      </Button>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          onClick={() => void flow.resend()}
          disabled={flow.resendIn > 0 || state.loading}
          sx={{ minHeight: 44 }}
        >
          {flow.resendIn > 0
            ? t('actions.resendIn', { seconds: flow.resendIn })
            : t('actions.resend')}
        </Button>
        {fixedEmail === undefined && (
          <Link
            component="button"
            type="button"
            variant="body2"
            sx={{ minHeight: 44 }}
            onClick={() => {
              setCode('');
              setFieldError(null);
              flow.changeEmail();
            }}
          >
            {t('actions.changeEmail')}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}
