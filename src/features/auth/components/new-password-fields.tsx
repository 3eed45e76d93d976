import { Button } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onChange: (field: 'password' | 'confirm', value: string) => void;
  /** The messages next to each field, already translated. */
  errors: { password?: string | undefined; confirm?: string | undefined };
  loading: boolean;
  submitLabel: string;
}

/** A new password, its confirmation and the form's submit button. */
export function NewPasswordFields({
  password,
  confirm,
  onChange,
  errors,
  loading,
  submitLabel,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        value={password}
        onChange={(value) => onChange('password', value)}
        error={errors.password}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        value={confirm}
        onChange={(value) => onChange('confirm', value)}
        error={errors.confirm}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={loading}>
        {submitLabel}
      </Button>
    </>
  );
}
