import { Alert, Card, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { changePassword } from '../api/auth-api';
import { useRequest } from '../hooks/use-request';
import { useSession } from '../hooks/use-session';
import {
  validateChangePassword,
  type ChangePasswordValues,
  type FieldErrors,
} from '../lib/validate';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';
import { RequestError } from './request-error';

const EMPTY: ChangePasswordValues = { oldPassword: '', password: '', confirm: '' };

/** /change_password (protected): current password, new password, confirmation. */
export function ChangePasswordView() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof ChangePasswordValues>>({});
  const [done, setDone] = useState(false);
  const request = useRequest(async (v: ChangePasswordValues) => {
    if (!session) throw new Error(t('changePassword.notSignedIn'));
    await changePassword(session.token, v.oldPassword, v.password);
  });
  const set = (key: keyof ChangePasswordValues) => (value: string) => {
    setDone(false);
    setValues((v) => ({ ...v, [key]: value }));
  };
  const msg = (key: keyof ChangePasswordValues) => (errors[key] ? t(errors[key]) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await request.run(values)) {
      setValues(EMPTY);
      setDone(true);
    }
  };

  return (
    <>
      <PageHeader title={t('changePassword.title')} />
      <Card sx={{ p: 3, maxWidth: 560 }}>
        <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
          <RequestError error={request.error} />
          {done && (
            <Alert severity="success" role="status">
              {t('changePassword.done')}
            </Alert>
          )}
          <PasswordField
            label={t('fields.currentPassword')}
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={msg('oldPassword')}
            autoComplete="current-password"
          />
          <NewPasswordFields
            password={values.password}
            confirm={values.confirm}
            onChange={(key, value) => set(key)(value)}
            errors={{ password: msg('password'), confirm: msg('confirm') }}
            loading={request.loading}
            submitLabel={t('changePassword.submit')}
          />
        </Stack>
      </Card>
    </>
  );
}
