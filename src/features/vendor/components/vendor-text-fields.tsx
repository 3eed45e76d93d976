import { TextField } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import type { FieldErrors } from '../lib/vendor-form';

export interface FieldSpec<T> {
  name: keyof T & string;
  autoComplete?: string;
  multiline?: boolean;
  type?: string;
}

interface VendorTextFieldsProps<T> {
  fields: FieldSpec<T>[];
  values: T;
  errors: FieldErrors<T>;
  onChange: (key: keyof T, value: string) => void;
}

/** The text fields of a vendor form, each with its label and its message below. */
export function VendorTextFields<T>({
  fields,
  values,
  errors,
  onChange,
}: VendorTextFieldsProps<T>) {
  const { t } = useTranslation('account');
  return fields.map((field) => {
    const message = errors[field.name];
    return (
      <TextField
        key={field.name}
        name={field.name}
        label={t(`fields.${field.name}`)}
        value={String(values[field.name] ?? '')}
        onChange={(e) => onChange(field.name, e.target.value)}
        error={message !== undefined}
        helperText={message ? t(message) : ' '}
        autoComplete={field.autoComplete}
        type={field.type}
        multiline={field.multiline}
        minRows={field.multiline ? 3 : undefined}
        fullWidth
      />
    );
  });
}
