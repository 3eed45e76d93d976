import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { LabDetails } from '../api/auth-api';
import { validateLabDetails, type FieldErrors } from '../lib/validate';

interface LabDetailsFormProps {
  saving: boolean;
  error: string | null;
  onSubmit: (details: LabDetails) => void;
}

const EMPTY: LabDetails = {
  name: '',
  first_name: '',
  last_name: '',
  phone: '',
  address: '',
  about: '',
};

const FIELDS: { name: keyof LabDetails; autoComplete?: string; multiline?: boolean }[] = [
  { name: 'name', autoComplete: 'organization' },
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'phone', autoComplete: 'tel' },
  { name: 'address', autoComplete: 'street-address', multiline: true },
  { name: 'about', multiline: true },
];

/** The sign-up's second step: the lab's details for POST /labs/. */
export function LabDetailsForm({ saving, error, onSubmit }: LabDetailsFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<LabDetails>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof LabDetails>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateLabDetails(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {FIELDS.map((field) => {
        const message = errors[field.name];
        return (
          <TextField
            key={field.name}
            label={t(`lab.${field.name}`)}
            value={values[field.name]}
            onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
            error={message !== undefined}
            helperText={message ? t(message) : ' '}
            autoComplete={field.autoComplete}
            multiline={field.multiline}
            minRows={field.multiline ? 2 : undefined}
            fullWidth
          />
        );
      })}
      <Button type="submit" variant="contained" size="large" loading={saving}>
        {t('signup.createLab')}
      </Button>
    </Stack>
  );
}
