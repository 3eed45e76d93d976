import { Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { setPassword } from '../api/auth-api';
import { useRequest } from '../hooks/use-request';
import { validateSetPassword, type FieldErrors, type SetPasswordValues } from '../lib/validate';
import { NewPasswordFields } from './new-password-fields';
import { RequestError } from './request-error';

/** /set_password: the reset code, a new password and its confirmation, then /pass_success. */
export function SetPasswordView() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<SetPasswordValues>({
    email: params.get('email') ?? '',
    otp: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof SetPasswordValues>>({});
  const request = useRequest(async (v: SetPasswordValues) => {
    await setPassword(v.email.trim(), v.otp.trim(), v.password);
    await navigate('/pass_success', { replace: true });
  });
  const set = (key: keyof SetPasswordValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const msg = (key: keyof SetPasswordValues) => (errors[key] ? t(errors[key]) : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateSetPassword(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void request.run(values);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Typography variant="h4" component="h1">
        {t('setPassword.title')}
      </Typography>
      <RequestError error={request.error} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={errors.email !== undefined}
        helperText={msg('email') ?? ' '}
        fullWidth
      />
      <TextField
        label={t('fields.code')}
        value={values.otp}
        onChange={(e) => set('otp')(e.target.value.replace(/\s/g, ''))}
        autoComplete="one-time-code"
        error={errors.otp !== undefined}
        helperText={msg('otp') ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        fullWidth
      />
      <NewPasswordFields
        password={values.password}
        confirm={values.confirm}
        onChange={(key, value) => set(key)(value)}
        errors={{ password: msg('password'), confirm: msg('confirm') }}
        loading={request.loading}
        submitLabel={t('setPassword.submit')}
      />
    </Stack>
  );
}
